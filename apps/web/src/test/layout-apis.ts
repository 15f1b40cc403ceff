import { vi } from 'vitest';

/** jsdom has no layout observers or media queries; the carousel needs all three. */
export function stubLayoutApis() {
  const observer = class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
  vi.stubGlobal('ResizeObserver', observer);
  vi.stubGlobal('IntersectionObserver', observer);
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener() {},
        removeListener() {},
        addEventListener() {},
        removeEventListener() {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
