import { CHAT_MIN_AGE } from '@ye/contracts/live-room';
import type { MailMessage } from '../../mail/mailer.ts';

// The direct notice to a parent (COPPA 312.4(c)): what we collect about the child, why, who sees it,
// the parent's rights and how to refuse. Sent to the verified address when the child is added; it is
// also the confirmation of the "email plus" method (decision 035).

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface NoticeParams {
  to: string;
  parentName: string;
  childName: string;
  username: string;
  policyVersion: string;
  appUrl: string;
  supportEmail: string;
}

/** Each section of the notice as a heading and its lines; the text and the HTML are built from it. */
function sections(p: NoticeParams, childUrl: string, privacyUrl: string): [string, string[]][] {
  return [
    [
      'What we collect about your child',
      [
        `The first name and username you chose, the password (stored only as a one-way hash), and a birthday and avatar if you gave them.`,
        'What your child does in the courses: lessons and games finished, scores, quiz and survey answers, reflections they write, time spent each day, and webinar sign-ups with join and leave times.',
        'Board posts, only if you turn boards on for your child. Phone numbers, email and street addresses are refused before a post is stored.',
      ],
    ],
    [
      'Why',
      [
        'To run the courses, keep your child’s progress and certificates, and show you how your child is doing. Nothing else: no advertising, no selling of data, no tracking across other sites.',
      ],
    ],
    [
      'Who sees it',
      [
        'You, on your child’s page. The instructors of your child’s courses see progress and answers in those courses.',
        'Other children see nothing, unless you turn boards on: then they see your child’s posts under a display name you approve, never the first name.',
        `In a live webinar, a child aged ${CHAT_MIN_AGE} or over can write in the chat: the instructor reads each message first, an approved one is shown to the others in the room with your child’s first name and initial, and messages are never stored. Their microphone is used only if the instructor invites them to speak and they say yes.`,
        'The companies that host our servers, deliver our email and report our errors see only what they need to do that for us.',
      ],
    ],
    [
      'Your rights',
      [
        `Review everything on ${childUrl}, download it all as a file there, correct it, or delete your child’s account and all of their data at any time.`,
        `The full privacy policy (version ${p.policyVersion}): ${privacyUrl}`,
      ],
    ],
    [
      'How to refuse',
      [
        `If you did not mean to agree, or change your mind, remove ${p.childName} on ${childUrl} (or write to ${p.supportEmail}): the account and everything about your child is deleted, and we stop collecting at once.`,
      ],
    ],
  ];
}

export function directNotice(p: NoticeParams): MailMessage {
  const childUrl = `${p.appUrl}/dashboard`;
  const privacyUrl = `${p.appUrl}/privacy-policy`;
  const body = sections(p, childUrl, privacyUrl);
  const intro = `You added ${p.childName} (username "${p.username}") to your Youth Enrichments family and gave your consent as their parent or guardian. This email is our notice to you, and it confirms that consent.`;
  const text = [
    `Hello ${p.parentName},`,
    '',
    intro,
    '',
    ...body.flatMap(([heading, lines]) => [heading.toUpperCase(), ...lines.map((l) => `- ${l}`), '']),
    'Thank you for trusting us with your child.',
    '',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(p.parentName)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...body.map(
      ([heading, lines]) =>
        `<h2>${escapeHtml(heading)}</h2><ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
    ),
    '<p>Thank you for trusting us with your child.</p>',
  ].join('');
  return {
    to: p.to,
    subject: `Your consent for ${p.childName} on Youth Enrichments: what we collect and your rights`,
    text,
    html,
  };
}
