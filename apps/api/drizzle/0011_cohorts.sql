CREATE TABLE "cohort_courses" (
	"cohort_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cohort_courses_cohort_id_course_id_pk" PRIMARY KEY("cohort_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "cohort_staff" (
	"cohort_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cohort_staff_cohort_id_user_id_pk" PRIMARY KEY("cohort_id","user_id"),
	CONSTRAINT "cohort_staff_role_valid" CHECK ("cohort_staff"."role" in ('lead', 'assistant'))
);
--> statement-breakpoint
CREATE TABLE "cohort_students" (
	"cohort_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"status" text NOT NULL,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"position" bigint GENERATED ALWAYS AS IDENTITY (sequence name "cohort_students_position_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	CONSTRAINT "cohort_students_cohort_id_child_id_pk" PRIMARY KEY("cohort_id","child_id"),
	CONSTRAINT "cohort_students_status_valid" CHECK ("cohort_students"."status" in ('enrolled', 'waitlisted'))
);
--> statement-breakpoint
CREATE TABLE "cohorts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"timezone" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"capacity" integer,
	"age_min" integer,
	"age_max" integer,
	"enrolment" text NOT NULL,
	"invite_code" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cohorts_status_valid" CHECK ("cohorts"."status" in ('active', 'archived')),
	CONSTRAINT "cohorts_enrolment_valid" CHECK ("cohorts"."enrolment" in ('parent', 'invite', 'staff')),
	CONSTRAINT "cohorts_capacity_check" CHECK ("cohorts"."capacity" is null or "cohorts"."capacity" > 0),
	CONSTRAINT "cohorts_ages_check" CHECK ("cohorts"."age_min" is null or "cohorts"."age_max" is null or "cohorts"."age_min" <= "cohorts"."age_max"),
	CONSTRAINT "cohorts_dates_check" CHECK ("cohorts"."ends_on" is null or "cohorts"."starts_on" <= "cohorts"."ends_on")
);
--> statement-breakpoint
ALTER TABLE "cohort_courses" ADD CONSTRAINT "cohort_courses_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_courses" ADD CONSTRAINT "cohort_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_staff" ADD CONSTRAINT "cohort_staff_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_staff" ADD CONSTRAINT "cohort_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_students" ADD CONSTRAINT "cohort_students_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_students" ADD CONSTRAINT "cohort_students_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohort_students" ADD CONSTRAINT "cohort_students_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohorts" ADD CONSTRAINT "cohorts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cohort_courses_course_idx" ON "cohort_courses" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "cohort_staff_user_idx" ON "cohort_staff" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "cohort_students_cohort_status_idx" ON "cohort_students" USING btree ("cohort_id","status","position");--> statement-breakpoint
CREATE INDEX "cohort_students_child_idx" ON "cohort_students" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "cohorts_status_starts_idx" ON "cohorts" USING btree ("status","starts_on");