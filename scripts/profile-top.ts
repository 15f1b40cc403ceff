// node scripts/profile-top.ts <file.cpuprofile> [--top 25]: where a CPU profile's time went, for
// docs/performance.md. Prints self time by package (a node_modules package, our own code by folder,
// Node's internals, garbage collection, idle) and by function. Take the profile with
// `npm run bench -- --profile <dir>` (the API runs under node --cpu-prof and writes it on exit).
import fs from 'node:fs';
import { parseArgs } from 'node:util';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '25' } },
});
const file = positionals[0];
if (!file) {
  console.error('Usage: node scripts/profile-top.ts <file.cpuprofile> [--top 25]');
  process.exit(1);
}
const top = Number(values.top);
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));

/** Which package or part of ours a frame belongs to. */
function owner(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node internals';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1] ?? url;
  const ours = /\/(apps\/[^/]+\/src\/(?:modules\/[^/]+|[^/]+)|packages\/[^/]+|scripts)/.exec(url);
  return ours?.[1] ?? url;
}

const selfByOwner = new Map<string, number>();
const selfByFunction = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const node = byId.get(id);
  const dt = profile.timeDeltas[i] ?? 0;
  if (!node) return;
  total += dt;
  const o = owner(node.callFrame);
  selfByOwner.set(o, (selfByOwner.get(o) ?? 0) + dt);
  const where = node.callFrame.url
    ? `${node.callFrame.url.replace(/^.*\/(node_modules|apps|packages)\//, '$1/')}:${node.callFrame.lineNumber + 1}`
    : '';
  const fn = `${node.callFrame.functionName || '(anonymous)'} ${where}`.trim();
  selfByFunction.set(fn, (selfByFunction.get(fn) ?? 0) + dt);
});

const print = (title: string, map: Map<string, number>) => {
  console.log(`\n${title}\n| self % | self ms | where |\n|---:|---:|---|`);
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`| ${((us / total) * 100).toFixed(1)} | ${Math.round(us / 1000)} | ${name} |`);
};
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
print('By package', selfByOwner);
print('By function', selfByFunction);
