// The yardstick of bench/src/throughput.ts: a bare Fastify hello (defaults, no logger), run the same
// way as the API (tsx, its own process). PORT and HOST from the environment.
import Fastify from 'fastify';

const app = Fastify();
app.get('/hello', async () => ({ hello: 'world' }));
app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' }).catch((error: Error) => {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
