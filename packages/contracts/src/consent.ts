import { z } from 'zod';

// Parental consent (COPPA as amended, decision 035): the parent's verified email, the consent recorded
// for each child, and the parent's privacy choices for a child. Field names in snake_case.

/**
 * The version of the privacy policy and terms in force. A consent row stores the version the parent
 * agreed to; changing the policy means a new version here, and the parents are emailed before it
 * takes effect.
 */
export const PRIVACY_POLICY_VERSION = '2026-11-24';

/**
 * How consent is obtained: the parent's email is verified by a link; the parent then consents in the
 * add-child form after reading the notice; the direct notice is emailed to that verified address as
 * the confirmation ("email plus"), with how to refuse.
 */
export const CONSENT_METHODS = ['email_plus'] as const;
export const ConsentMethod = z.enum(CONSENT_METHODS);
export type ConsentMethod = z.infer<typeof ConsentMethod>;

/** Said when a parent whose email is not verified tries to add a child. */
export const EMAIL_NOT_VERIFIED =
  'Please confirm your email address first: open the link we emailed you. Then you can add a child.';

/** Said to a child whose grown-up has not given consent yet. */
export const CONSENT_MISSING =
  'Your grown-up needs to finish setting up your account before you can sign in. Please ask them to help.';

/** GET /v1/consent/email: whether the signed-in parent's email is verified. */
export const EmailVerificationStatus = z.object({
  email: z.string(),
  verified: z.boolean(),
  verified_at: z.string().nullable(),
  /** When the newest link was mailed, or null. */
  sent_at: z.string().nullable(),
});
export type EmailVerificationStatus = z.infer<typeof EmailVerificationStatus>;

/** POST /v1/consent/email/verify: the token from the emailed link. */
export const VerifyEmailRequest = z.object({
  token: z
    .string()
    .min(16, 'This link is not complete. Please open the whole link from the email.')
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'This link is not complete. Please open the whole link from the email.'),
});
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequest>;

/** The consent recorded when the child was added. */
export const ConsentRecord = z.object({
  method: ConsentMethod,
  consented_at: z.string(),
  policy_version: z.string(),
  /** When the direct notice was queued to the parent's email. */
  notice_sent_at: z.string().nullable(),
});
export type ConsentRecord = z.infer<typeof ConsentRecord>;

export const ChildConsentQuery = z.object({ child_id: z.uuid('This child id is not valid.') });

/** GET /v1/consent/child?child_id=: the consent recorded for the parent's child. */
export const ChildConsent = z.object({
  child_id: z.string(),
  consent: ConsentRecord.nullable(),
});
export type ChildConsent = z.infer<typeof ChildConsent>;

/**
 * The queue that mails a parent a fresh confirmation link, `{user_id}`: queued by auth's sign-up and
 * run by the consent module (named here, below both, so neither module imports the other for it).
 */
export const VERIFY_EMAIL_JOB = 'consent.verify-email';
