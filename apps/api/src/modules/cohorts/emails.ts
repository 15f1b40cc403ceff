import type { MailMessage } from '../../mail/mailer.ts';

// The parents' confirmation when their child gets a place in a class, or one on its waitlist
// (decision 034). Parents read "class", as children do.

export type Place = 'enrolled' | 'waitlisted';

interface Family {
  parentEmail: string;
  parentFirstName: string | null;
  childFirstName: string;
}

const DAY = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

export function placeMail(
  f: Family,
  c: { name: string; startsOn: string },
  place: Place,
  appUrl: string,
): MailMessage {
  const starts = DAY.format(new Date(`${c.startsOn}T00:00:00Z`));
  const line =
    place === 'enrolled'
      ? `${f.childFirstName} has a place in the class “${c.name}”, which starts on ${starts}. ${f.childFirstName} will find the class’s courses under My class on their home page.`
      : `The class “${c.name}” is full, so ${f.childFirstName} is on its waitlist. We will write again when a place frees up and ${f.childFirstName} moves in.`;
  return {
    to: f.parentEmail,
    subject:
      place === 'enrolled'
        ? `${f.childFirstName} has a place in ${c.name}`
        : `${f.childFirstName} is on the waitlist of ${c.name}`,
    text: [
      `Hello${f.parentFirstName ? ` ${f.parentFirstName}` : ''},`,
      '',
      line,
      'You can withdraw your child at any time from the Classes page.',
      '',
      `Classes: ${appUrl}/classes`,
    ].join('\n'),
    link: { label: 'Classes', url: `${appUrl}/classes` },
  };
}
