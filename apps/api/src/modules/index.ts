import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/** Every domain's routes, registered in one place. Each module is a Fastify plugin. */
export async function registerModules(app: FastifyInstance, config: Config): Promise<void> {
  void app;
  void config;
}
