import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A minimal S3-compatible server for tests (path-style PUT, HEAD, DELETE and GET with Range of objects in
 * memory), standing in for MinIO or AWS, which the test machine cannot reach. It answers what the
 * AWS SDK's PutObject, HeadObject and GetObject send, and records each request so a test can see
 * what reached "S3".
 */
export interface FakeS3 {
  endpoint: string;
  /** The API's settings for storing in `bucket` on this server (S3_*, decision 010). */
  env(bucket: string): Record<string, string>;
  objects: Map<string, { body: Buffer; contentType: string }>;
  requests: { method: string; path: string; authorized: boolean }[];
  close(): Promise<void>;
}

export async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: FakeS3['requests'] = [];
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const key = decodeURIComponent(url.pathname.slice(1)); // "<bucket>/<key>"
    const authorized = String(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 ');
    requests.push({ method: req.method ?? '', path: key, authorized });
    if (!authorized) {
      res
        .writeHead(403, { 'content-type': 'application/xml' })
        .end('<Error><Code>AccessDenied</Code></Error>');
      return;
    }
    if (req.method === 'PUT') {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      objects.set(key, {
        body: Buffer.concat(chunks),
        contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
      });
      res.writeHead(200, { etag: '"fake"' }).end();
      return;
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
      return;
    }
    const object = objects.get(key);
    if (!object) {
      res.writeHead(404, { 'content-type': 'application/xml' });
      res.end(req.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code></Error>');
      return;
    }
    const range = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ''));
    const body = range ? object.body.subarray(Number(range[1]), Number(range[2]) + 1) : object.body;
    res.writeHead(range ? 206 : 200, {
      'content-type': object.contentType,
      'content-length': String(body.length),
      ...(range ? { 'content-range': `bytes ${range[1]}-${range[2]}/${object.body.length}` } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: (bucket) => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
    }),
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
