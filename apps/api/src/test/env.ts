import { inject } from 'vitest';

// Every test file gets its own copy of the migrated template database (see helpers.ts).
process.env.NODE_ENV = 'test';
process.env.TEST_ADMIN_DATABASE_URL = inject('adminDatabaseUrl' as never) as string;

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}
