/**
 * 'Nov 21, 2026' (MMM DD, YYYY, spec section 9), in UTC like every date the API stores: how a day is
 * written on a certificate and in an email.
 */
export function formatDay(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')} ${part('day')}, ${part('year')}`;
}
