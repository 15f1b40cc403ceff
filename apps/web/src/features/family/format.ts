/** Seconds on the platform as a parent reads it: 0 → '0 min', 59 → '1 min', 5100 → '1 h 25 min', 7200 → '2 h'. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds / 60));
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  if (hours === 0) return `${seconds > 0 && total === 0 ? 1 : minutes} min`;
  return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
}

export const TREND_LABEL = {
  up: 'up since the last survey',
  down: 'down since the last survey',
  flat: 'unchanged since the last survey',
} as const;
