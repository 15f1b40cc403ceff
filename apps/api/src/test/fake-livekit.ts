import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * LiveKit's server API for tests, as far as the live room uses it (decision 031): Twirp over HTTP,
 * `POST /twirp/livekit.RoomService/<Method>` with a JSON body and `Authorization: Bearer <jwt>`, which
 * is the path livekit-server-sdk's RoomServiceClient takes. It records each call and answers `{}`
 * (the SDK reads nothing back from the calls the room makes), or a Twirp error when told to fail.
 */
export interface FakeLiveKitRequest {
  method: string;
  /** e.g. `RemoveParticipant`. */
  rpc: string;
  body: Record<string, unknown>;
  authorization: string | null;
}

export interface FakeLiveKit {
  /** `http://127.0.0.1:<port>`, for LIVEKIT_URL. */
  url: string;
  requests: FakeLiveKitRequest[];
  /** The next `times` calls answer a Twirp `unavailable` error (LiveKit is down). */
  failNext(times?: number): void;
  close(): Promise<void>;
}

export async function startFakeLiveKit(): Promise<FakeLiveKit> {
  const requests: FakeLiveKitRequest[] = [];
  let failing = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    req.on('end', () => {
      const match = /^\/twirp\/livekit\.RoomService\/(\w+)$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match?.[1]) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 'bad_route', msg: 'no such method' }));
        return;
      }
      let body: Record<string, unknown> = {};
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        body = {};
      }
      requests.push({
        method: req.method,
        rpc: match[1],
        body,
        authorization: req.headers.authorization ?? null,
      });
      if (failing > 0) {
        failing -= 1;
        res.writeHead(503, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 'unavailable', msg: 'LiveKit is down' }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(times = 1) {
      failing = times;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
