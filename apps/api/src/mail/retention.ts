import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import { mailDir } from './mailer.ts';

/** Mail files (development and demo, without SMTP) are kept 30 days (docs/privacy/retention.md). */
export const MAIL_FILE_KEEP_DAYS = 30;

// sendMail names each file after the moment it was written: 2026-11-24T06-31-44.123Z-ab12cd-subject.json
const WRITTEN_AT = /^(\d{4}-\d{2}-\d{2}T\d{2})-(\d{2})-(\d{2}(?:\.\d+)?Z)-/;

/** When a mail file was written, read from its name; null for a file that is not one of ours. */
export function writtenAt(file: string): Date | null {
  const m = WRITTEN_AT.exec(file);
  if (!m) return null;
  const at = new Date(`${m[1]}:${m[2]}:${m[3]}`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** Deletes the mail files written more than MAIL_FILE_KEEP_DAYS ago. Idempotent. */
export async function removeOldMailFiles(config: Config, now: Date): Promise<{ mail_files: number }> {
  const dir = mailDir(config);
  const before = now.getTime() - MAIL_FILE_KEEP_DAYS * 24 * 60 * 60 * 1000;
  const files = await fs.readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const file of files) {
    const at = writtenAt(file);
    if (!at || at.getTime() >= before) continue;
    await fs.rm(path.join(dir, file), { force: true });
    removed += 1;
  }
  return { mail_files: removed };
}
