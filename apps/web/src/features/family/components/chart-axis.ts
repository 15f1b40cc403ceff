import { CHILD_COLORS } from '@ye/contracts/family';
import dayjs from 'dayjs';

/**
 * The API gives each child one of the calm CHILD_COLORS. A colour from before that palette (red, pink
 * and orange were once in it) or one we do not know still maps onto a calm one.
 */
const CALM_COLORS: readonly string[] = CHILD_COLORS;
const CALM_FOR: Record<string, string> = {
  '#b3261e': '#3949AB',
  '#ad1457': '#6A4C93',
  '#b35a00': '#00838F',
};

/** The child's chart colour, never red: calm colours stay, alarm-like ones become a calm one. */
export function calmChildColor(color: string | null | undefined): string {
  const key = (color ?? '').trim().toLowerCase();
  const mapped = CALM_FOR[key];
  if (mapped) return mapped;
  const calm = CALM_COLORS.find((c) => c.toLowerCase() === key);
  if (calm) return calm;
  let hash = 0;
  for (const ch of key) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return CALM_COLORS[hash % CALM_COLORS.length] as string;
}

export interface TimeAxis {
  /** Where the axis starts and ends (a little room around the points). */
  min: Date;
  max: Date;
  /** The ticks: at most `maxTicks`, each with a label of its own (no label twice). */
  ticks: Date[];
  /** A tick's label: the time of day when every point is on one day, else the day. */
  tickLabel: (d: Date) => string;
  /** What the axis as a whole shows: the one day, or the year of the days. */
  label: string;
  /** Every point is on one day (the ticks are times of day). */
  sameDay: boolean;
}

const spread = <T>(items: T[], count: number): T[] => {
  if (items.length <= count) return items;
  // Evenly spread, the first and the last always in.
  return Array.from(
    { length: count },
    (_, i) => items[Math.round((i * (items.length - 1)) / (count - 1))] as T,
  );
};

/**
 * A time axis for a few dated points (the self-esteem surveys): surveys all taken on one day get
 * times of day (the date once, as the axis label); surveys on several days get day ticks, at most
 * `maxTicks`, at the start of each day, and never the same label twice.
 */
export function timeAxis(dates: Date[], maxTicks = 4): TimeAxis {
  const sorted = [...dates].sort((a, b) => a.getTime() - b.getTime());
  const first = dayjs(sorted[0] ?? new Date(0));
  const last = dayjs(sorted.at(-1) ?? new Date(0));
  if (first.isSame(last, 'day')) {
    const tickLabel = (d: Date) => dayjs(d).format('h:mm A');
    const times = sorted.filter((d, i) => i === 0 || tickLabel(d) !== tickLabel(sorted[i - 1] as Date));
    const pad = Math.max(30 * 60_000, last.diff(first) * 0.1);
    return {
      min: new Date(first.valueOf() - pad),
      max: new Date(last.valueOf() + pad),
      ticks: spread(times, maxTicks),
      tickLabel,
      label: first.format('MMM D, YYYY'),
      sameDay: true,
    };
  }
  const sameYear = first.isSame(last, 'year');
  const tickLabel = (d: Date) => dayjs(d).format(sameYear ? 'MMM D' : 'MMM YYYY');
  const days: Date[] = [];
  for (let d = first.startOf('day'); !d.isAfter(last, 'day'); d = d.add(1, 'day')) days.push(d.toDate());
  const ticks = spread(days, maxTicks).filter(
    (d, i, all) => i === 0 || tickLabel(d) !== tickLabel(all[i - 1] as Date),
  );
  return {
    min: first.startOf('day').toDate(),
    max: last.endOf('day').toDate(),
    ticks,
    tickLabel,
    label: sameYear ? first.format('YYYY') : `${first.format('YYYY')}–${last.format('YYYY')}`,
    sameDay: false,
  };
}
