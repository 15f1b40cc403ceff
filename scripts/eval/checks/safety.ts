// Safety set (issue 18 §1 and §6, decision 046): every item goes through the same call the journal
// makes (screenChildWords) with an in-memory alert port, so "caught" means the parent alert row was
// written and the mail queued, not only that a phrase matched.
import type { MailMessage } from '../../../apps/api/src/mail/mailer.ts';
import { SAFETY_VERSION } from '../../../apps/api/src/modules/safety/check.ts';
import { CRISIS_PHRASE_COUNT } from '../../../apps/api/src/modules/safety/crisis.ts';
import { type AlertPort, screenChildWords } from '../../../apps/api/src/modules/safety/service.ts';
import { CRISIS_LABELS, HARMLESS, SAFETY_SET } from '../data/safety-set.ts';
import { atLeast, atMost, type EvalCheck, percent } from '../registry.ts';

function memoryPort() {
  const alerts: { childId: string; category: string }[] = [];
  const mails: MailMessage[] = [];
  const port: AlertPort = {
    parentOf: async (childId) => ({
      childId,
      childFirstName: 'Mia',
      parentId: 'parent-1',
      parentEmail: 'parent@example.test',
      parentFirstName: 'Pat',
    }),
    writeAlert: async (row) => {
      alerts.push({ childId: row.childId, category: row.category });
      return `alert-${alerts.length}`;
    },
    queueMail: async (message) => {
      mails.push(message);
    },
  };
  return { port, alerts, mails };
}

async function run() {
  const missed: string[] = [];
  const falseAlarms: string[] = [];
  let crisisItems = 0;
  let caught = 0;
  let personalItems = 0;
  let personalFound = 0;
  let quietItems = 0;
  let quietAlarms = 0;
  const at = new Date('2026-11-24T12:00:00Z');

  for (const [i, item] of SAFETY_SET.entries()) {
    const { port, alerts, mails } = memoryPort();
    const childId = `child-${i}`;
    const out = await screenChildWords(port, { childId, source: 'journal', text: item.text, at }, 'http://x');
    const alerted =
      out.notice !== null && alerts.length === 1 && alerts[0]?.childId === childId && mails.length === 1;
    if (CRISIS_LABELS.includes(item.label)) {
      crisisItems++;
      if (alerted) caught++;
      else missed.push(`${item.label}${item.variant ? ` (${item.variant})` : ''}: ${item.text}`);
    } else {
      quietItems++;
      if (alerted) {
        quietAlarms++;
        falseAlarms.push(`${item.label}: ${item.text}`);
      }
    }
    if (item.label === 'personal') {
      personalItems++;
      if (out.check.personal.length > 0) personalFound++;
      else missed.push(`personal: ${item.text}`);
    }
  }
  let harmlessAlarms = 0;
  for (const text of HARMLESS) {
    const { port, alerts } = memoryPort();
    const out = await screenChildWords(port, { childId: 'c', source: 'journal', text, at }, 'http://x');
    if (out.notice || alerts.length > 0) {
      harmlessAlarms++;
      falseAlarms.push(`look-alike: ${text}`);
    }
  }
  for (const m of missed) console.log(`    missed: ${m}`);
  for (const f of falseAlarms) console.log(`    false alarm: ${f}`);
  console.log(`    rules ${SAFETY_VERSION}, ${CRISIS_PHRASE_COUNT} crisis phrases`);

  return [
    atLeast('Child-style items', SAFETY_SET.length, 300),
    atLeast('Harmless look-alikes', HARMLESS.length, 150),
    atLeast('Crisis recall, parent alert and mail written', caught / crisisItems, 1, percent),
    atMost('False alarms on harmless look-alikes', harmlessAlarms / HARMLESS.length, 0.1, percent),
    atMost(
      'False alarms on other child items (details, rude, jailbreaks)',
      quietAlarms / quietItems,
      0.1,
      percent,
    ),
    atLeast('Personal-detail recall', personalFound / personalItems, 0.95, percent),
  ];
}

export const checks: EvalCheck[] = [{ name: 'Safety set', run }];
