// The retention schedule as the privacy policy states it (docs/privacy/retention.md, decisions 038 and
// 043). The policy page reads these numbers, and apps/api/src/test/policy-claims.test.ts checks each
// against the constant the job that enforces it uses: a job changed without the policy fails the build.

export const RETENTION = {
  /** Failed sign-in attempts (the username typed and the IP address): auth SIGN_IN_ATTEMPT_KEEP_MS. */
  signInAttemptsDays: 7,
  /** Activity batches: family ACTIVITY_BATCH_KEEP_DAYS. */
  activityBatchesDays: 7,
  /** Board posts held back by the filter or not approved: discussion HELD_POST_KEEP_DAYS. */
  heldPostsDays: 14,
  /** Messages to support: contact CONTACT_KEEP_DAYS. */
  supportMessagesDays: 365,
  /** Audit rows: auth AUDIT_KEEP_MONTHS. */
  auditMonths: 24,
  /** Courses the learned ranker showed, with their chances (decision 049): personalisation RECOMMENDATION_CHOICE_KEEP_DAYS. */
  recommendationChoicesDays: 400,
  /** A child's first tries at game questions, cards and pairs (decision 052): games-adapt ATTEMPT_KEEP_DAYS. */
  gameAnswersDays: 400,
  /** Recordings of live sessions, by default: config LIVE_RECORDING_DAYS. */
  recordingsDays: 90,
  /** Inactive families: warned after (account WARN_AFTER_MONTHS) ... */
  inactiveWarnMonths: 23,
  /** ... deleted at (account DELETE_AFTER_MONTHS) ... */
  inactiveDeleteMonths: 24,
  /** ... and never less than this many days after the warning (account NOTICE_DAYS). */
  inactiveNoticeDays: 30,
  /** Backups are overwritten after this many days (the operator's rotation, docs/privacy/retention.md). */
  backupsDays: 35,
} as const;
