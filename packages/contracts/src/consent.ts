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

// ---- versions of the privacy policy and terms (decision 043) ----------------------------------

/** The first version, in force before any was published: the one the consent rows began with. */
export const FIRST_POLICY_VERSION = {
  version: PRIVACY_POLICY_VERSION,
  effective_at: `${PRIVACY_POLICY_VERSION}T00:00:00.000Z`,
  summary: 'The first version of our privacy policy and terms.',
} as const;

/**
 * A new version takes effect at least this many days after it is published, so every parent is
 * emailed well before it applies (decision 043).
 */
export const POLICY_NOTICE_DAYS = 30;

/** The queue that emails every parent about each upcoming version they have not heard of, `{}` (daily, and at once on publishing). */
export const POLICY_NOTICE_JOB = 'consent.policy-notice';

/** A version of the privacy policy and terms: its name, from when it applies, and what changed. */
export const PolicyVersion = z.object({
  version: z.string(),
  effective_at: z.string(),
  summary: z.string(),
});
export type PolicyVersion = z.infer<typeof PolicyVersion>;

/** GET /v1/consent/policy/current (public): the version in force and the next one, if published. */
export const PolicyVersions = z.object({
  current: PolicyVersion,
  upcoming: PolicyVersion.nullable(),
});
export type PolicyVersions = z.infer<typeof PolicyVersions>;

/** GET /v1/consent/policy (parent): the versions, and whether the parent must accept the one in force. */
export const ParentPolicyStatus = PolicyVersions.extend({
  /** The oldest version the parent's consents stand on (null: no child, so nothing to consent to). */
  accepted_version: z.string().nullable(),
  /** True when the version in force is newer than a consent the parent gave: asked at sign-in. */
  must_accept: z.boolean(),
  /** True when a published version is coming that the parent has not accepted yet (they may, early). */
  may_accept_upcoming: z.boolean(),
});
export type ParentPolicyStatus = z.infer<typeof ParentPolicyStatus>;

const VERSION_NAME = /^[A-Za-z0-9][A-Za-z0-9.-]{0,39}$/;

/** POST /v1/consent/policy/accept: the version the parent read and agrees to. */
export const AcceptPolicyRequest = z.object({
  version: z.string().regex(VERSION_NAME, 'This version does not exist.'),
});
export type AcceptPolicyRequest = z.infer<typeof AcceptPolicyRequest>;

/** POST /v1/consent/policy/versions (admin): publish a new version. */
export const PublishPolicyRequest = z.object({
  version: z
    .string()
    .trim()
    .regex(
      VERSION_NAME,
      'Please name the version with letters, digits, dots or dashes (at most 40), e.g. 2027-01-01.',
    ),
  /** The day it takes effect (00:00 UTC), at least POLICY_NOTICE_DAYS days from today. */
  effective_date: z.iso.date('Please give the day it takes effect as YYYY-MM-DD.'),
  summary: z
    .string()
    .trim()
    .min(10, 'Please say in a sentence or two what changes (at least 10 characters).')
    .max(2000, 'Please keep the summary to 2000 characters.'),
});
export type PublishPolicyRequest = z.infer<typeof PublishPolicyRequest>;

/** One published version, for the admin: with how many parents have been emailed about it. */
export const PublishedPolicyVersion = PolicyVersion.extend({
  published_at: z.string(),
  parents_notified: z.number().int(),
});
export type PublishedPolicyVersion = z.infer<typeof PublishedPolicyVersion>;

/** GET /v1/consent/policy/versions (admin): every published version, newest effective first. */
export const PublishedPolicyVersions = z.object({ results: z.array(PublishedPolicyVersion) });
export type PublishedPolicyVersions = z.infer<typeof PublishedPolicyVersions>;
