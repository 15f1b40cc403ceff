import { clearHandoffCookies } from './cookies.ts';
import { queryClient } from './query-client.ts';
import { removeItems, SESSION_KEYS } from './storage.ts';

/**
 * Ends the session in this browser: tokens, role, mesh data and the impersonating flag are removed
 * from storage, the session cookies are cleared for the production domain and localhost, and cached
 * server data (the profile...) is forgotten.
 * (Where to go next is the caller's choice: see loginPathFor in @ye/contracts/roles.)
 */
export function logout(): void {
  removeItems(SESSION_KEYS);
  clearHandoffCookies();
  queryClient.clear();
}
