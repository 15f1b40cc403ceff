/**
 * Time zones for a select grouped by region with plain labels: 'Europe' → 'London (GMT+0)'.
 * Pure: the caller passes the zone names (Intl.supportedValuesOf('timeZone')) and the date the
 * offsets are read at (offsets move with daylight saving time).
 */

export interface TimeZoneOption {
  /** The IANA name sent to the API, e.g. 'Europe/London'. */
  value: string;
  /** 'London (GMT+0)'. */
  label: string;
  offsetMinutes: number;
}

export interface TimeZoneGroup {
  region: string;
  zones: TimeZoneOption[];
}

const OTHER = 'Other';

/** Minutes east of Greenwich for `timeZone` at `date` (NaN when the runtime does not know the zone). */
export function offsetMinutes(timeZone: string, date: Date): number {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(date)
      .find((p) => p.type === 'timeZoneName')?.value;
    if (!part || part === 'GMT') return 0;
    const match = /^GMT([+-])(\d{1,2})(?::(\d{2}))?$/.exec(part);
    if (!match) return Number.NaN;
    const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
    return match[1] === '-' ? -minutes : minutes;
  } catch {
    return Number.NaN;
  }
}

/** 0 → 'GMT+0', 330 → 'GMT+5:30', -180 → 'GMT-3'. */
export function gmtLabel(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const hours = Math.floor(abs / 60);
  const rest = abs % 60;
  return `GMT${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/** 'America/Argentina/Buenos_Aires' → 'Buenos Aires, Argentina'; 'Europe/London' → 'London'. */
export function placeName(timeZone: string): string {
  const parts = timeZone.split('/').map((p) => p.replaceAll('_', ' '));
  if (parts.length <= 1) return parts[0] ?? timeZone;
  const [, ...rest] = parts;
  return rest.reverse().join(', ');
}

function regionOf(timeZone: string): string {
  const slash = timeZone.indexOf('/');
  if (slash < 0 || timeZone.startsWith('Etc/')) return OTHER;
  return timeZone.slice(0, slash);
}

/**
 * Groups zone names by region (the part before the first '/'), regions alphabetically with 'Other'
 * (UTC and zones without a region) last, zones alphabetically by label inside a region. Unknown zone
 * names are left out.
 */
export function groupTimeZones(zones: readonly string[], date: Date = new Date()): TimeZoneGroup[] {
  const groups = new Map<string, TimeZoneOption[]>();
  for (const zone of new Set(zones)) {
    const minutes = offsetMinutes(zone, date);
    if (Number.isNaN(minutes)) continue;
    const region = regionOf(zone);
    const option = {
      value: zone,
      label: `${placeName(zone)} (${gmtLabel(minutes)})`,
      offsetMinutes: minutes,
    };
    const list = groups.get(region);
    if (list) list.push(option);
    else groups.set(region, [option]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === OTHER ? 1 : b === OTHER ? -1 : a.localeCompare(b)))
    .map(([region, list]) => ({ region, zones: list.sort((a, b) => a.label.localeCompare(b.label)) }));
}

/** Every zone this browser knows, plus UTC (not every runtime lists it). */
export function supportedTimeZones(): string[] {
  try {
    const list = Intl.supportedValuesOf('timeZone');
    return list.includes('UTC') ? list : [...list, 'UTC'];
  } catch {
    return ['UTC'];
  }
}
