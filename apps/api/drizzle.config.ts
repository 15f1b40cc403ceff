import { defineConfig } from 'drizzle-kit';

// Tables live beside their domain (src/modules/<domain>/tables.ts); migrations are generated here and committed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/modules/**/tables.ts',
  out: './apps/api/drizzle',
  // Only our tables: pg-boss keeps its own in the pgboss schema and migrates them itself.
  schemaFilter: ['public'],
});
