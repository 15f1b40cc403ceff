import { lazy, Suspense, useSyncExternalStore } from 'react';

/**
 * react-toastify, loaded on the first toast (decision 054). The build resolves the app's
 * `import { toast } from 'react-toastify'` to this module (vite.config.ts), so no page carries the
 * library (about 10 KiB gzipped with its styles) until something is said. A call made before it has
 * arrived waits and is replayed in order; a toast's id is chosen here, so the id a call returns is the
 * one react-toastify uses. Tests import the library itself.
 */
type Toastify = typeof import('react-toastify/unstyled');
type Toast = Toastify['toast'];

let library: Toastify | null = null;
let loading: Promise<Toastify> | null = null;
const waiting: ((lib: Toastify) => void)[] = [];
const listeners = new Set<() => void>();

function load(): Promise<Toastify> {
  loading ??= import('react-toastify/unstyled').then((lib) => {
    library = lib;
    for (const listener of listeners) listener();
    for (const call of waiting.splice(0)) call(lib);
    return lib;
  });
  return loading;
}

/** Runs `call` with the library now, or once it has loaded (in the order the calls were made). */
function withLibrary(call: (lib: Toastify) => void): void {
  if (library) call(library);
  else {
    waiting.push(call);
    void load();
  }
}

let lastId = 0;
type Content = Parameters<Toast>[0];
type Options = NonNullable<Parameters<Toast>[1]>;

/** toast(), toast.success() and the other kinds: queued until the library is here, with its id now. */
function show(kind?: 'success' | 'error' | 'info' | 'warning' | 'loading') {
  return (content: Content, options?: Options) => {
    const toastId = options?.toastId ?? `toast-${++lastId}`;
    withLibrary(({ toast }) => (kind ? toast[kind] : toast)(content, { ...options, toastId }));
    return toastId;
  };
}

const methods = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  warn: show('warning'),
  loading: show('loading'),
  isActive: (id: string | number) => library?.toast.isActive(id) ?? false,
};

/**
 * The `toast` the app's code calls. Every other method (dismiss, clearWaitingQueue, update...) is
 * passed on as it is, after the library has loaded.
 */
export const toast = new Proxy(Object.assign(show(), methods), {
  get(target, key, receiver) {
    if (key in target) return Reflect.get(target, key, receiver);
    return (...args: unknown[]) =>
      withLibrary(({ toast }) => (toast[key as keyof Toast] as (...a: unknown[]) => unknown)(...args));
  },
}) as unknown as Toast;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const Toasts = lazy(() => import('./toasts.tsx'));

/** Mounts the app's toast container once the library has been asked for, and not before. */
export function ToastHost() {
  const loaded = useSyncExternalStore(
    subscribe,
    () => library !== null,
    () => false,
  );
  return loaded ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
