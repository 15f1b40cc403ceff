// Runs under whatever Node the machine has (it starts before the project's own Node 24 is
// installed): installs dependencies when the lock file changed and builds the web app when its
// sources changed, so a second `npm start` is fast. Usage: node scripts/bootstrap.mjs [--no-build]
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const skipBuild = process.argv.includes('--no-build');

function run(cmd, args) {
  console.log(`> ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

function hashFiles(files) {
  const h = crypto.createHash('sha256');
  for (const f of files) {
    h.update(f);
    if (fs.existsSync(f)) h.update(fs.readFileSync(f));
  }
  return h.digest('hex');
}

function listFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(p));
    else out.push(p);
  }
  return out.sort();
}

// 1. Dependencies: reinstall when package-lock.json or any package.json changed.
const manifests = [
  'package.json',
  'package-lock.json',
  'packages/contracts/package.json',
  'apps/api/package.json',
  'apps/web/package.json',
  'e2e/package.json',
].map((f) => path.join(root, f));
const installStamp = path.join(root, 'node_modules', '.ye-install-stamp');
const installHash = hashFiles(manifests);
const installed = fs.existsSync(installStamp) && fs.readFileSync(installStamp, 'utf8') === installHash;
if (!installed) {
  // `npm install`, not `npm ci`: npm 11 writes lock files without other platforms' optional packages
  // and then `npm ci` refuses them as out of sync (docs/decisions/001). install still follows the lock.
  run('npm', ['install', '--no-audit', '--no-fund']);
  fs.writeFileSync(installStamp, installHash);
}

// 2. The web build: rebuild when its sources or the shared contracts changed.
if (!skipBuild) {
  const sources = [
    ...listFiles(path.join(root, 'apps/web/src')),
    ...listFiles(path.join(root, 'apps/web/public')),
    ...listFiles(path.join(root, 'packages/contracts/src')),
    path.join(root, 'apps/web/index.html'),
    path.join(root, 'apps/web/vite.config.ts'),
    installStamp,
  ];
  const buildStamp = path.join(root, 'apps/web/dist/.ye-build-stamp');
  const buildHash = hashFiles(sources);
  const built = fs.existsSync(buildStamp) && fs.readFileSync(buildStamp, 'utf8') === buildHash;
  if (!built) {
    run('npm', ['run', 'build']);
    fs.writeFileSync(buildStamp, buildHash);
  }
}
