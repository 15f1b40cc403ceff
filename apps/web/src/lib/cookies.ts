/** Domains whose session cookies we clear: the production domain (and its subdomains) and localhost. */
export const COOKIE_DOMAINS = ['.youthenrichments.com', 'youthenrichments.com', 'localhost'] as const;
/** The cookies of the cross-site hand-off (set by the marketing site on the parent domain). */
export const HANDOFF_COOKIES = ['access_token', 'refresh_token', 'type'] as const;

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return part.slice(eq + 1).trim();
      }
    }
  }
  return null;
}

/** Expires a cookie for the current host and for each known domain (path /). */
export function deleteCookie(name: string): void {
  if (typeof document === 'undefined') return;
  const expired = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/`;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some supported browsers
  document.cookie = expired;
  for (const domain of COOKIE_DOMAINS) {
    // biome-ignore lint/suspicious/noDocumentCookie: as above
    document.cookie = `${expired}; domain=${domain}`;
  }
}

export function clearHandoffCookies(): void {
  for (const name of HANDOFF_COOKIES) deleteCookie(name);
}
