import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { POLICY_NOTICE_DAYS } from '@ye/contracts/consent';
import { RETENTION } from '@ye/contracts/retention';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { DELETE_AFTER_MONTHS, NOTICE_DAYS, WARN_AFTER_MONTHS } from '../modules/account/inactivity.ts';
import { AUDIT_KEEP_MONTHS } from '../modules/auth/retention.ts';
import { SIGN_IN_ATTEMPT_KEEP_MS } from '../modules/auth/service.ts';
import { earliestEffectiveDate } from '../modules/consent/policy-service.ts';
import { CONTACT_KEEP_DAYS } from '../modules/contact/retention.ts';
import { HELD_POST_KEEP_DAYS } from '../modules/discussion/retention.ts';
import { ACTIVITY_BATCH_KEEP_DAYS } from '../modules/family/retention.ts';
import { ATTEMPT_KEEP_DAYS } from '../modules/games-adapt/service.ts';
import { RECOMMENDATION_CHOICE_KEEP_DAYS } from '../modules/personalisation/service.ts';

// The privacy policy states its retention periods from RETENTION (contracts/retention.ts, decision
// 043); here each number is checked against the constant the job that deletes the data uses, and the
// written schedule. A job changed without the policy, or the policy without the job, fails here.

const DAY_MS = 24 * 60 * 60 * 1000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

describe('what the privacy policy says about retention is what the jobs do', () => {
  it('names the deadlines the daily jobs use', () => {
    expect(RETENTION.signInAttemptsDays * DAY_MS).toBe(SIGN_IN_ATTEMPT_KEEP_MS);
    expect(RETENTION.activityBatchesDays).toBe(ACTIVITY_BATCH_KEEP_DAYS);
    expect(RETENTION.heldPostsDays).toBe(HELD_POST_KEEP_DAYS);
    expect(RETENTION.supportMessagesDays).toBe(CONTACT_KEEP_DAYS);
    expect(RETENTION.auditMonths).toBe(AUDIT_KEEP_MONTHS);
    expect(RETENTION.inactiveWarnMonths).toBe(WARN_AFTER_MONTHS);
    expect(RETENTION.inactiveDeleteMonths).toBe(DELETE_AFTER_MONTHS);
    expect(RETENTION.inactiveNoticeDays).toBe(NOTICE_DAYS);
    expect(RETENTION.recommendationChoicesDays).toBe(RECOMMENDATION_CHOICE_KEEP_DAYS);
    expect(RETENTION.gameAnswersDays).toBe(ATTEMPT_KEEP_DAYS);
  });

  it('names the default recording period, and the backups’ rotation of the written schedule', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).live.recordingDays).toBe(RETENTION.recordingsDays);
    const schedule = fs.readFileSync(path.join(root, 'docs/privacy/retention.md'), 'utf8');
    expect(schedule).toContain(`kept **${RETENTION.backupsDays} days**`);
    expect(schedule).toContain(`| ${RETENTION.signInAttemptsDays} days |`);
    expect(schedule).toContain(`| ${RETENTION.heldPostsDays} days after rejection`);
    expect(schedule).toContain(`| ${RETENTION.supportMessagesDays} days |`);
    expect(schedule).toContain(`| ${RETENTION.auditMonths} months;`);
    expect(schedule).toContain(
      `| ${RETENTION.gameAnswersDays} days | \`maintenance.clean-up\` | \`games-adapt/`,
    );
    expect(schedule).toContain(
      `| ${RETENTION.recommendationChoicesDays} days | \`maintenance.clean-up\` | \`personalisation/`,
    );
  });

  it('gives parents the notice of a new version the policy promises', () => {
    expect(earliestEffectiveDate(new Date('2026-11-24T23:59:00Z'))).toBe('2026-12-24');
    expect(POLICY_NOTICE_DAYS).toBe(30);
  });
});
