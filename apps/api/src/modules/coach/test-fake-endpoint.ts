// A local fake of an OpenAI-compatible chat-completions endpoint, for the coach's tests and the eval
// (decision 051): a node:http server that answers each POST with the next scripted reply, and keeps
// every request it saw so a test can prove a crisis phrase never reached it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  path: string;
  authorization: string | undefined;
  body: { model?: string; messages?: { role: string; content: string }[] };
}

export interface FakeEndpoint {
  /** The base URL to give COACH_URL (…/v1). */
  url: string;
  seen: SeenRequest[];
  /** Replies to give, in order; when empty, `fallback`. A number answers with that HTTP status. */
  script: (string | number)[];
  fallback: string;
  close: () => Promise<void>;
}

export async function startFakeEndpoint(
  fallback = 'Well done for thinking about that.',
): Promise<FakeEndpoint> {
  const seen: SeenRequest[] = [];
  const fake: Omit<FakeEndpoint, 'url' | 'close'> = { seen, script: [], fallback };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      let body: SeenRequest['body'] = {};
      try {
        body = JSON.parse(raw) as SeenRequest['body'];
      } catch {
        // Recorded as an empty body; the test reads what came.
      }
      seen.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
      const next = fake.script.length > 0 ? fake.script.shift() : fake.fallback;
      if (typeof next === 'number') {
        res.writeHead(next, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'scripted failure' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: `chatcmpl-${seen.length}`,
          object: 'chat.completion',
          model: body.model ?? 'fake',
          choices: [{ index: 0, message: { role: 'assistant', content: next }, finish_reason: 'stop' }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
