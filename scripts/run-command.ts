// Running commands side by side, for the scripts that run several at once on CI's two cores
// (typecheck.ts, check-test-gate.ts).
import { spawn } from 'node:child_process';

/** Runs a command to its end (killed after `timeoutMs`): exit status (a signal counts as 1) and all it printed. */
export function runCommand(
  cmd: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMs?: number },
): Promise<{ status: number; output: string; error?: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: options.cwd,
      env: options.env,
      timeout: options.timeoutMs,
      killSignal: 'SIGKILL',
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('error', (err) => resolve({ status: 1, output, error: err.message }));
    child.on('close', (code) => resolve({ status: code ?? 1, output }));
  });
}

/** Calls `work` on every item, `lanes` at a time, in the items' order; resolves when all have ended. */
export async function inLanes<T>(items: readonly T[], lanes: number, work: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}
