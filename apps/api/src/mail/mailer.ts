import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /**
   * The action link of the message (a reset link). Without SMTP it is printed in the log, because the
   * log is how a person on a laptop receives it; with SMTP it is never logged.
   */
  link?: { label: string; url: string };
}

interface InfoLogger {
  info: (msg: string) => void;
}

const transports = new Map<string, Transporter>();
function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/** Where messages go without SMTP: one readable JSON file per message. */
export const mailDir = (config: Config): string => path.join(config.dataDir, 'mail');

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'message';

/** Sends through SMTP_URL when set; otherwise writes the message under `${dataDir}/mail/`. */
export async function sendMail(config: Config, message: MailMessage, log?: InfoLogger): Promise<void> {
  const envelope = {
    from: config.mailFrom,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
  };
  if (config.smtpUrl) {
    await transportFor(config.smtpUrl).sendMail(envelope);
    return;
  }
  const dir = mailDir(config);
  await fs.mkdir(dir, { recursive: true });
  const date = new Date().toISOString();
  // Timestamp first so the files sort by time; a short random part keeps same-millisecond mails apart.
  const file = path.join(
    dir,
    `${date.replaceAll(':', '-')}-${crypto.randomBytes(3).toString('hex')}-${slug(message.subject)}.json`,
  );
  await fs.writeFile(file, `${JSON.stringify({ date, ...envelope }, null, 2)}\n`);
  const line = message.link
    ? `${message.link.label} for ${message.to}: ${message.link.url}`
    : `Mail to ${message.to} written to ${file}`;
  if (log) log.info(line);
  else console.info(line);
}
