// The bench's yardstick (scripts/bench.ts): a bare Fastify hello-world in its own process, as the API
// runs in its own, so the ratio of the two req/s says what our stack costs on top of Fastify itself.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
