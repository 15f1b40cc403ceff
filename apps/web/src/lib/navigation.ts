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
