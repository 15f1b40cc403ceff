// npm run seed:scale -- --children 100000 [--dir .data/scale] [--port 54339] [--seed 1]
// Makes the scale data set (scripts/scale-data.ts) in its own embedded PostgreSQL, prints what it made,
// how long it took and the BENCH_DATABASE_URL to use, and stops that PostgreSQL again (a cluster that
// was already running on the folder is left running). Never in production.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openScaleDatabase, SCALE_PASSWORD } from './scale-data.ts';

if (process.env.NODE_ENV === 'production') {
  console.error('npm run seed:scale refuses NODE_ENV=production: its accounts share a published password.');
  process.exit(1);
}
const { values } = parseArgs({
  options: {
    children: { type: 'string', default: '100000' },
    dir: { type: 'string', default: '.data/scale' },
    port: { type: 'string', default: process.env.SCALE_PG_PORT ?? '54339' },
    seed: { type: 'string', default: '1' },
  },
});
const children = Number(values.children);
const port = Number(values.port);
const seed = Number(values.seed);
if (!Number.isInteger(children) || children < 2 || children > 2_000_000) {
  console.error('--children must be a whole number from 2 to 2000000.');
  process.exit(1);
}
if (!Number.isInteger(port) || port < 1024 || port > 65535 || !Number.isInteger(seed)) {
  console.error('--port must be a port number (1024-65535) and --seed a whole number.');
  process.exit(1);
}

let exitCode = 0;
try {
  const scale = await openScaleDatabase({
    children,
    dir: path.resolve(values.dir),
    port,
    seed,
    log: (line) => console.log(line),
  });
  if (scale.made) {
    const total = Object.values(scale.made).reduce((a, b) => a + b, 0);
    console.log(
      `Made ${total.toLocaleString('en')} rows for ${children.toLocaleString('en')} children in ${scale.seconds.toFixed(1)} s.`,
    );
  }
  console.log(`Every generated account's password is ${SCALE_PASSWORD}; the demo logins work as usual.`);
  console.log(`BENCH_DATABASE_URL=${scale.url}`);
  console.log('(reachable while that PostgreSQL runs; npm run bench -- --children N starts it by itself)');
  await scale.stop();
} catch (err) {
  console.error(`seed:scale failed: ${err instanceof Error ? err.message : String(err)}`);
  exitCode = 1;
}
process.exit(exitCode);
