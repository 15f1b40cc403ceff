import fs from 'node:fs';
import path from 'node:path';

// The e2e server's data directory is throwaway: every run starts from a freshly seeded database.
export default async function teardown() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir) fs.rmSync(path.resolve('..', dataDir), { recursive: true, force: true });
}
