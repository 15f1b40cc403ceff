import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.ts';

/**
 * A parent's email verification: one row per parent, holding the hash of the newest link (older links
 * stop working when a new one is sent) and when the address was verified. No row: never verified.
 */
export const emailVerifications = pgTable('email_verifications', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash'),
  tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
});

/**
 * The parent's verifiable consent for one child (COPPA 312.5): how it was obtained, when, to which
 * policy version, and when the direct notice went out. A child without a row cannot sign in. The row
 * goes with the child (cascade): deleting the child is how a parent withdraws consent.
 */
export const parentalConsents = pgTable(
  'parental_consents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    policyVersion: text('policy_version').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    noticeSentAt: timestamp('notice_sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('parental_consents_child_unique').on(t.childId),
    index('parental_consents_parent_idx').on(t.parentId),
  ],
);

/**
 * A published version of the privacy policy and terms (decision 043): from when it applies and what
 * changed. The version in force is the newest whose effective time has come; before any row, the
 * first version (contracts FIRST_POLICY_VERSION). Consent rows name the version they stand on.
 */
export const policyVersions = pgTable(
  'policy_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    version: text('version').notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    summary: text('summary').notNull(),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('policy_versions_version_unique').on(t.version),
    index('policy_versions_effective_idx').on(t.effectiveAt),
  ],
);

/**
 * That a parent was emailed about a version: one row per parent and version, written with the mail,
 * so the notice job can run again (a retry, a crash) without emailing anyone twice.
 */
export const policyNotices = pgTable(
  'policy_notices',
  {
    versionId: integer('version_id')
      .notNull()
      .references(() => policyVersions.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.versionId, t.parentId] }),
    index('policy_notices_parent_idx').on(t.parentId),
  ],
);
