CREATE TABLE "live_calendar_feeds" (
	"parent_id" uuid PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_calendar_feeds" ADD CONSTRAINT "live_calendar_feeds_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_calendar_feeds_secret_unique" ON "live_calendar_feeds" USING btree ("secret");