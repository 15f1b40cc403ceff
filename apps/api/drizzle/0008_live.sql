CREATE TABLE "live_meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"timezone" text NOT NULL,
	"cover_image" text,
	"video" text,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"capacity" integer NOT NULL,
	"age_min" integer NOT NULL,
	"age_max" integer NOT NULL,
	"course_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_meetings_ages_check" CHECK ("live_meetings"."age_min" <= "live_meetings"."age_max"),
	CONSTRAINT "live_meetings_capacity_check" CHECK ("live_meetings"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "live_notices" (
	"key" text PRIMARY KEY NOT NULL,
	"child_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_registrations" (
	"meeting_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"position" bigint GENERATED ALWAYS AS IDENTITY (sequence name "live_registrations_position_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	CONSTRAINT "live_registrations_meeting_id_child_id_pk" PRIMARY KEY("meeting_id","child_id")
);
--> statement-breakpoint
ALTER TABLE "live_meetings" ADD CONSTRAINT "live_meetings_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_meetings" ADD CONSTRAINT "live_meetings_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_notices" ADD CONSTRAINT "live_notices_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_registrations" ADD CONSTRAINT "live_registrations_meeting_id_live_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."live_meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_registrations" ADD CONSTRAINT "live_registrations_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_meetings_host_starts_idx" ON "live_meetings" USING btree ("host_id","starts_at");--> statement-breakpoint
CREATE INDEX "live_meetings_open_starts_idx" ON "live_meetings" USING btree ("starts_at") WHERE "live_meetings"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "live_meetings_course_idx" ON "live_meetings" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "live_notices_child_idx" ON "live_notices" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "live_registrations_meeting_status_idx" ON "live_registrations" USING btree ("meeting_id","status","position");--> statement-breakpoint
CREATE INDEX "live_registrations_child_idx" ON "live_registrations" USING btree ("child_id");