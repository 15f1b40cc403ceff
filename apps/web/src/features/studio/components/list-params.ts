/** What a studio list page changes in its URL: a new search or course starts again at page 1. */
export interface ListParamsChange {
  q?: string;
  course?: string;
  page?: number;
}

/** A list page's URL search params after `next`; empty values and page 1 leave the URL. */
export function nextListParams(current: URLSearchParams, next: ListParamsChange): URLSearchParams {
  const out = new URLSearchParams(current);
  for (const key of ['q', 'course'] as const) {
    const value = next[key];
    if (value === undefined) continue;
    if (value) out.set(key, value);
    else out.delete(key);
    out.delete('page');
  }
  if (next.page !== undefined) {
    if (next.page > 1) out.set('page', String(next.page));
    else out.delete('page');
  }
  return out;
}
