import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { IndexHtmlTransformContext, Plugin, ResolvedConfig } from 'vite';

// What index.html does for the first paint of every page (decision 054): the fonts that paint uses are
// preloaded, the few lines of CSS are inline instead of a render-blocking request, and the most
// visited first pages fetch their own modules beside the app's instead of after them.

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** Preloads the Poppins files the first paint uses (latin 400 to 700, see src/theme/fonts.css). */
function preloadFonts(): Plugin {
  let base = '/';
  return {
    name: 'ye-preload-fonts',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const fonts = Object.keys(ctx.bundle ?? {}).filter((file) =>
          /poppins-latin-[4-7]00-normal-[\w-]+\.woff2$/.test(file),
        );
        return fonts.sort().map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `${base}${file}`, crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** Below this, the entry's stylesheet goes inline: a request costs more than its bytes in the page. */
const INLINE_CSS_BELOW = 4096;

/** The entry's stylesheet (the @font-face rules) inline in index.html, when it is small. */
function inlineEntryCss(): Plugin {
  return {
    name: 'ye-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
          (tag, file) => {
            const asset = ctx.bundle?.[file];
            if (asset?.type !== 'asset') return tag;
            const css = String(asset.source);
            return css.length < INLINE_CSS_BELOW ? `<style>${css}</style>` : tag;
          },
        );
      },
    },
  };
}

/**
 * The first pages people open, the page module they load and whether a session must be stored: a
 * signed-in visitor of a sign-in form goes on to their own page, a signed-out one of a child page to
 * sign in, so neither would use the modules.
 */
export const FIRST_PAGES: { path: string; modules: string[]; signedIn: boolean | null }[] = [
  { path: '/', modules: ['src/features/marketing/pages/home-page.tsx'], signedIn: null },
  { path: '/login', modules: ['src/features/auth/pages/login-page.tsx'], signedIn: false },
  { path: '/student/login', modules: ['src/features/auth/pages/student-login-page.tsx'], signedIn: false },
  {
    path: '/student/home',
    modules: ['src/app/layouts/app-layout.tsx', 'src/features/learning/pages/home-page.tsx'],
    signedIn: true,
  },
];

/** Every chunk `roots` import statically, themselves included. */
function closure(bundle: Bundle, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (seen.has(file) || chunk?.type !== 'chunk') return;
    seen.add(file);
    for (const dep of chunk.imports) visit(dep);
  };
  for (const root of roots) visit(root);
  return seen;
}

/**
 * A small script, first in <head>, that preloads the current page's own modules (FIRST_PAGES) while
 * the app's entry is still downloading: otherwise the page's module is asked for only once the entry
 * has run and the router has matched the address, one round trip later. It is a file of its own
 * because the Content-Security-Policy allows no inline script.
 */
function preloadFirstPages(): Plugin {
  let config: ResolvedConfig | undefined;
  let script: { fileName: string; source: string } | null = null;
  return {
    name: 'ye-preload-first-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle || !config) return;
        const root = config.root;
        const entry = Object.keys(bundle).find((f) => {
          const c = bundle[f];
          return c?.type === 'chunk' && c.isEntry;
        });
        const loaded = closure(bundle, entry ? [entry] : []);
        const chunkOf = (module: string) => {
          const id = path.join(root, module);
          const file = Object.keys(bundle).find((f) => {
            const c = bundle[f];
            return c?.type === 'chunk' && c.facadeModuleId === id;
          });
          // A moved or renamed page must be named here again, not silently lose its preload.
          if (!file) throw new Error(`first-paint.ts: no chunk for ${module}; update FIRST_PAGES.`);
          return file;
        };
        const pages = FIRST_PAGES.map(({ path: page, modules, signedIn }) => ({
          path: page,
          signedIn,
          files: [...closure(bundle, modules.map(chunkOf))].filter((f) => !loaded.has(f)).sort(),
        }));
        const base = config.base;
        const source = `// Preloads the modules of the page being opened (apps/web/first-paint.ts).
(() => {
  const pages = ${JSON.stringify(pages)};
  const page = pages.find((p) => p.path === location.pathname);
  if (!page) return;
  let signedIn = false;
  try { signedIn = Boolean(localStorage.getItem('ye.access_token')); } catch {}
  if (page.signedIn !== null && page.signedIn !== signedIn) return;
  for (const file of page.files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = ${JSON.stringify(base)} + file;
    document.head.appendChild(link);
  }
})();
`;
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        script = { fileName: `assets/first-page-preload-${hash}.js`, source };
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, src: `${base}${script.fileName}` },
            injectTo: 'head-prepend' as const,
          },
        ];
      },
    },
    // Written beside the bundle once it is on disk (index.html already names it).
    writeBundle(options) {
      if (!script || !options.dir) return;
      fs.writeFileSync(path.join(options.dir, script.fileName), script.source);
    },
  };
}

export function firstPaint(): Plugin[] {
  return [preloadFonts(), inlineEntryCss(), preloadFirstPages()];
}
