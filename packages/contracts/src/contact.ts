import { z } from 'zod';
import { Email } from './auth.ts';
import { text } from './common.ts';

// Messages to the team: POST /v1/contact-us (anyone) and POST /v1/parent/contact-us (a signed-in
// parent, whose name and email come from the account).

const ContactText = (what: string, max: number) =>
  text({ error: `Please enter a ${what}.` })
    .trim()
    .min(1, `Please enter a ${what}.`)
    .max(max, `The ${what} must be at most ${max} characters long.`);

export const ContactRequest = z.object({
  name: ContactText('name', 100),
  email: Email,
  subject: ContactText('subject', 200),
  message: ContactText('message', 5000),
});
export type ContactRequest = z.infer<typeof ContactRequest>;

/** A parent's message: name and email default to the account's. */
export const ParentContactRequest = ContactRequest.extend({
  name: ContactText('name', 100).optional(),
  email: Email.optional(),
});
export type ParentContactRequest = z.infer<typeof ParentContactRequest>;
