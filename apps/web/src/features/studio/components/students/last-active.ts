import dayjs from 'dayjs';
import { formatDate } from '../../../../lib/format.ts';

/** 'Today', 'Yesterday', '3 days ago' within a week, else the date as MMM DD, YYYY. */
export function lastActiveLabel(iso: string, now: Date = new Date()): string {
  const when = dayjs(iso);
  if (!when.isValid()) return '';
  const days = dayjs(now).startOf('day').diff(when.startOf('day'), 'day');
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  return formatDate(iso);
}
