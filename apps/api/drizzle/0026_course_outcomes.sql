CREATE TABLE "course_outcomes" (
	"child_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"is_child" boolean NOT NULL,
	"status" text,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone,
	"before_percent" integer,
	"after_percent" integer,
	"plays" integer DEFAULT 0 NOT NULL,
	"score_sum" integer DEFAULT 0 NOT NULL,
	"stars_sum" integer DEFAULT 0 NOT NULL,
	"has_lessons" boolean DEFAULT false NOT NULL,
	CONSTRAINT "course_outcomes_child_id_course_id_pk" PRIMARY KEY("child_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "impact_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"mean" double precision NOT NULL,
	"slope" double precision NOT NULL,
	"pairs" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_outcomes" ADD CONSTRAINT "course_outcomes_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_outcomes" ADD CONSTRAINT "course_outcomes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_outcomes_course_idx" ON "course_outcomes" USING btree ("course_id");