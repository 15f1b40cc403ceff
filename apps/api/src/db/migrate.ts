import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { ROOT_DIR } from '../config.ts';
import type { Db } from './client.ts';

export const MIGRATIONS_DIR = path.join(ROOT_DIR, 'apps/api/drizzle');

export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}
