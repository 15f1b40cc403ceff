CREATE TABLE "activity_batches" (
	"child_id" uuid NOT NULL,
	"page_view_id" text NOT NULL,
	"sequence" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_batches_child_id_page_view_id_sequence_pk" PRIMARY KEY("child_id","page_view_id","sequence")
);
--> statement-breakpoint
CREATE TABLE "child_focus_areas" (
	"child_id" uuid NOT NULL,
	"area" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "child_focus_areas_child_id_area_pk" PRIMARY KEY("child_id","area")
);
--> statement-breakpoint
CREATE TABLE "course_ratings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"course_id" text NOT NULL,
	"stars" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_ratings_stars_range" CHECK ("course_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "daily_metrics" (
	"child_id" uuid NOT NULL,
	"datestamp" date NOT NULL,
	"time_logged" integer DEFAULT 0 NOT NULL,
	"self_esteem_score" integer,
	CONSTRAINT "daily_metrics_child_id_datestamp_pk" PRIMARY KEY("child_id","datestamp"),
	CONSTRAINT "daily_metrics_time_logged_range" CHECK ("daily_metrics"."time_logged" >= 0 and "daily_metrics"."time_logged" <= 86400)
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"response_id" uuid NOT NULL,
	"question_id" integer NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "survey_answers_response_id_question_id_pk" PRIMARY KEY("response_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"survey_id" integer NOT NULL,
	"score" integer NOT NULL,
	"percent" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_responses_percent_range" CHECK ("survey_responses"."percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "activity_batches" ADD CONSTRAINT "activity_batches_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_focus_areas" ADD CONSTRAINT "child_focus_areas_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_ratings" ADD CONSTRAINT "course_ratings_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_ratings" ADD CONSTRAINT "course_ratings_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_metrics" ADD CONSTRAINT "daily_metrics_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_batches_created_idx" ON "activity_batches" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "course_ratings_parent_child_course_unique" ON "course_ratings" USING btree ("parent_id","child_id","course_id");--> statement-breakpoint
CREATE INDEX "course_ratings_course_idx" ON "course_ratings" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "survey_responses_child_completed_idx" ON "survey_responses" USING btree ("child_id","completed_at");