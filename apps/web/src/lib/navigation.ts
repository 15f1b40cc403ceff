/**
 * How non-React code (the API client after a failed refresh, the session helpers) changes the page.
 * The app installs the router's navigate at start-up; without it a full page load is used.
 */
type Navigator = (path: string) => void;

let navigator: Navigator = (path) => {
  if (typeof window !== 'undefined') window.location.assign(path);
};

export function setNavigator(fn: Navigator): void {
  navigator = fn;
}

export function navigateTo(path: string): void {
  navigator(path);
}

/**
 * A full page load at `path` (the whole app starts again from storage). For a change of who is signed
 * in while a page of the old user is on screen (the end of an impersonation): a router navigation would
 * race the old page's role guard. Replaceable for tests.
 */
let pageLoader: Navigator = (path) => {
  if (typeof window !== 'undefined') window.location.assign(path);
};

export function setPageLoader(fn: Navigator): void {
  pageLoader = fn;
}

export function loadPage(path: string): void {
  pageLoader(path);
}
