import { ApiError } from '../../../lib/api-error.ts';

/**
 * The API's answer when a child's name is refused by the word filter (other children see names):
 * its plain-words detail, to show under the name field; null for any other error.
 */
export function nameRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.detail) return null;
  const body = error.body as { code?: unknown } | null;
  return body && typeof body === 'object' && body.code === 'name_not_allowed' ? error.detail : null;
}
