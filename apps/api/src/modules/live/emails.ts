import type { MailMessage } from '../../mail/mailer.ts';

// The parents' emails about their child's sessions (decision 030). Times are written in the
// session's own time zone, with the zone named, so nobody has to guess which hour is meant.

/** 'Tuesday, Dec 01, 2026 at 4:00 PM (GMT)' in the session's zone. */
export function sessionTime(startsAt: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).formatToParts(startsAt);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('month')} ${part('day')}, ${part('year')} at ${part('hour')}:${part('minute')} ${part('dayPeriod')} (${part('timeZoneName')})`;
}

interface Family {
  parentEmail: string;
  parentFirstName: string | null;
  childFirstName: string;
}

interface Session {
  name: string;
  kind: string;
  startsAt: Date;
  timezone: string;
}

const what = (s: Session) => (s.kind === 'livestream' ? 'live stream' : 'webinar');
const hello = (f: Family) => `Hello${f.parentFirstName ? ` ${f.parentFirstName}` : ''},`;

export type ReminderKind = '24h' | '15m';

export function reminderMail(f: Family, s: Session, kind: ReminderKind, appUrl: string): MailMessage {
  const when = kind === '24h' ? 'tomorrow' : 'in 15 minutes';
  return {
    to: f.parentEmail,
    subject: `${s.name} starts ${when}`,
    text: [
      hello(f),
      '',
      `${f.childFirstName}’s ${what(s)} “${s.name}” starts ${when}: ${sessionTime(s.startsAt, s.timezone)}.`,
      `${f.childFirstName} can join from My library, up to 10 minutes before the start.`,
      '',
      `My library: ${appUrl}/student/my-library`,
    ].join('\n'),
    link: { label: 'My library', url: `${appUrl}/student/my-library` },
  };
}

export function cancelledMail(f: Family, s: Session, appUrl: string): MailMessage {
  return {
    to: f.parentEmail,
    subject: `Cancelled: ${s.name}`,
    text: [
      hello(f),
      '',
      `We are sorry: the ${what(s)} “${s.name}” on ${sessionTime(s.startsAt, s.timezone)}, which ${f.childFirstName} was registered for, has been cancelled by its host.`,
      'There is nothing you need to do. Other sessions are listed on the webinars page.',
      '',
      `Webinars: ${appUrl}/webinars`,
    ].join('\n'),
    link: { label: 'Webinars', url: `${appUrl}/webinars` },
  };
}
