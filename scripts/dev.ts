// `npm run dev`: the API with --watch on API_PORT (3001) and Vite with hot reload on PORT (3000),
// which proxies the API paths to it. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const webPort = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';

const api = spawn(process.execPath, ['--watch', 'apps/api/src/server.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: apiPort, APP_URL: `http://localhost:${webPort}` },
});
const web = spawn('npx', ['vite', '--port', webPort, '--strictPort'], {
  cwd: 'apps/web',
  stdio: 'inherit',
  env: { ...process.env, API_PORT: apiPort },
});

function stop() {
  api.kill('SIGTERM');
  web.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.on('exit', (code) => {
  web.kill('SIGTERM');
  process.exitCode = code ?? 0;
});
