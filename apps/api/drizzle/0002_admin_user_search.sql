-- Admin user list (GET /v1/admin/users): newest first, searched by email, username and names.
-- The search expression must stay identical to `searchText` in apps/api/src/modules/admin/queries.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_created_at_idx" ON "users" USING btree ("created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_trgm_idx" ON "users" USING gin ((lower(coalesce("email", '') || ' ' || coalesce("username", '') || ' ' || "first_name" || ' ' || "last_name")) gin_trgm_ops);
