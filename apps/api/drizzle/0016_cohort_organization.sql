ALTER TABLE "cohorts" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "cohorts" ADD CONSTRAINT "cohorts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cohorts_organization_idx" ON "cohorts" USING btree ("organization_id");