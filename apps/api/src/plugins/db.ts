import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { createDb, type Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    pool: pg.Pool;
  }
}

/** Decorates the app with the Drizzle database. The pool is owned by whoever built the app. */
export default fp(
  async function dbPlugin(app: FastifyInstance, opts: { pool: pg.Pool }) {
    app.decorate('pool', opts.pool);
    app.decorate('db', createDb(opts.pool));
  },
  { name: 'db' },
);
