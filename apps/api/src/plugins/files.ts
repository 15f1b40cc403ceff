import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createFileStore, type FileStore, filesRoot } from '../storage/file-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where checked uploads are kept: local disk, or S3 when S3_BUCKET is set (decision 010). */
    files: FileStore;
  }
}

/** One file store for every module that keeps files (the studio's uploads, the parents' pictures). */
export default fp(
  async function filesPlugin(app: FastifyInstance) {
    app.decorate('files', createFileStore({ s3: app.config.s3, localRoot: filesRoot(app.config.dataDir) }));
  },
  { name: 'files' },
);
