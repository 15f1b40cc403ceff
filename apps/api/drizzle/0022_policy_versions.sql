CREATE TABLE "policy_notices" (
	"version_id" integer NOT NULL,
	"parent_id" uuid NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "policy_notices_version_id_parent_id_pk" PRIMARY KEY("version_id","parent_id")
);
--> statement-breakpoint
CREATE TABLE "policy_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "policy_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" text NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"summary" text NOT NULL,
	"published_by" uuid,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "policy_notices" ADD CONSTRAINT "policy_notices_version_id_policy_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."policy_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_notices" ADD CONSTRAINT "policy_notices_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_versions" ADD CONSTRAINT "policy_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policy_notices_parent_idx" ON "policy_notices" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_versions_version_unique" ON "policy_versions" USING btree ("version");--> statement-breakpoint
CREATE INDEX "policy_versions_effective_idx" ON "policy_versions" USING btree ("effective_at");