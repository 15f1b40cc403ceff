import {
  type SafetyAlert,
  type SafetyAlertPage,
  type SafetyNotice,
  type SafetySource,
  SOURCE_WORDS,
} from '@ye/contracts/safety';
import { clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { NotFound } from '../../errors.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { queueMail } from '../../mail/jobs.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import type { Caller } from '../../plugins/auth.ts';
import { CALM_MESSAGE, checkChildText, HELPLINE, type SafetyCheck } from './check.ts';
import { CATEGORY_WORDS, type CrisisCategory } from './crisis.ts';
import * as q from './queries.ts';

export const ALERT_NOT_FOUND = 'This alert could not be found.';

/** Where an alert is written and its mail queued: the database and pg-boss, or the eval's memory. */
export interface AlertPort {
  parentOf(childId: string): Promise<q.ChildWithParent | null>;
  writeAlert(row: {
    childId: string;
    parentId: string;
    source: SafetySource;
    category: CrisisCategory;
    ruleVersion: string;
    at: Date;
  }): Promise<string>;
  queueMail(message: MailMessage): Promise<void>;
}

export interface SafetyDeps {
  db: DbOrTx;
  jobs: Pick<JobQueue, 'send'>;
  config: Pick<Config, 'appUrl'>;
}

export function databasePort(deps: SafetyDeps): AlertPort {
  return {
    parentOf: (childId) => q.childWithParent(deps.db, childId),
    writeAlert: (row) => q.insertAlert(deps.db, row),
    queueMail: (message) => queueMail(deps.jobs, message),
  };
}

export const CALM_NOTICE: SafetyNotice = { kind: 'crisis', message: CALM_MESSAGE, helpline: { ...HELPLINE } };

function alertMail(
  who: q.ChildWithParent & { parentEmail: string },
  category: CrisisCategory,
  source: SafetySource,
  appUrl: string,
): MailMessage {
  const child = who.childFirstName;
  return {
    to: who.parentEmail,
    subject: `Please check in with ${child} today`,
    text: [
      `Hello ${who.parentFirstName},`,
      '',
      `Something ${child} wrote ${SOURCE_WORDS[source]} today suggests they ${CATEGORY_WORDS[category]}.`,
      'Our safety check looks for words, not feelings, so it can be wrong; it is still worth a calm, kind chat today.',
      `${child} was shown a gentle message saying you would talk with them, and the number of ${HELPLINE.name} (${HELPLINE.phone}).`,
      '',
      'If you think a child is in danger right now, call 999. The NSPCC helpline for adults is 0808 800 5000.',
      '',
      'The alert is also on your dashboard.',
    ].join('\n'),
    link: { label: 'Open your dashboard', url: `${appUrl}/dashboard` },
  };
}

export interface ScreenOutcome {
  check: SafetyCheck;
  /** For the child when a crisis phrase was found (the alert is already written). */
  notice: SafetyNotice | null;
  alertId: string | null;
}

/**
 * Checks a child's words and, on a crisis phrase, alerts their parent in the same request: the
 * alert row for the dashboard and a mail on the job queue. The caller keeps or shows the words as
 * its own rules say (a board post waits for the teacher; others read `check.shareable`).
 */
export async function screenChildWords(
  port: AlertPort,
  input: { childId: string; source: SafetySource; text: string; at?: Date },
  appUrl: string,
): Promise<ScreenOutcome> {
  const check = checkChildText(input.text);
  if (!check.crisis) return { check, notice: null, alertId: null };
  const who = await port.parentOf(input.childId);
  let alertId: string | null = null;
  if (who) {
    alertId = await port.writeAlert({
      childId: who.childId,
      parentId: who.parentId,
      source: input.source,
      category: check.crisis.category,
      ruleVersion: check.version,
      at: input.at ?? clock.now(),
    });
    if (who.parentEmail)
      await port.queueMail(
        alertMail({ ...who, parentEmail: who.parentEmail }, check.crisis.category, input.source, appUrl),
      );
  }
  return { check, notice: CALM_NOTICE, alertId };
}

/** The same, against the database and the job queue: what routes of other modules call. */
export function screenChildWordsIn(
  deps: SafetyDeps,
  input: { childId: string; source: SafetySource; text: string; at?: Date },
): Promise<ScreenOutcome> {
  return screenChildWords(databasePort(deps), input, deps.config.appUrl);
}

function toAlert(row: q.AlertRow): SafetyAlert {
  const source = row.source as SafetySource;
  const words = CATEGORY_WORDS[row.category as CrisisCategory] ?? 'may need a kind word';
  return {
    id: row.id,
    child_id: row.childId,
    child_name: row.childFirstName,
    source,
    summary: `${row.childFirstName} ${words} (${SOURCE_WORDS[source] ?? 'in the app'}).`,
    created_at: row.createdAt.toISOString(),
    seen_at: row.seenAt ? row.seenAt.toISOString() : null,
  };
}

/** The signed-in parent's alerts: only ever their own children's (parent_id is theirs). */
export async function listAlerts(
  db: DbOrTx,
  caller: Caller,
  query: { page: number; page_size: number; unseen: boolean },
): Promise<SafetyAlertPage> {
  const { rows, total } = await q.alertsOf(db, caller.userId, {
    unseenOnly: query.unseen,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return { count: total, page: query.page, page_size: query.page_size, results: rows.map(toAlert) };
}

/** Marks one of the parent's alerts seen; another family's alert is 404 and stays as it was. */
export async function markAlertSeen(db: DbOrTx, caller: Caller, id: string): Promise<SafetyAlert> {
  const row = await q.markSeen(db, caller.userId, id, clock.now());
  if (!row) throw new NotFound(ALERT_NOT_FOUND, 'alert_not_found');
  return toAlert(row);
}

/** A child's alerts for the family data export (decision 038): kind, where, rules' version, when. */
export const alertsOfChild = q.alertsOfChild;
