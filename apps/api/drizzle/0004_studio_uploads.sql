CREATE TABLE "studio_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"course_id" uuid,
	"purpose" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"stored_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stored_at" timestamp with time zone,
	CONSTRAINT "studio_uploads_purpose_valid" CHECK ("studio_uploads"."purpose" in ('avatar', 'cover', 'video')),
	CONSTRAINT "studio_uploads_status_valid" CHECK ("studio_uploads"."status" in ('pending', 'receiving', 'stored')),
	CONSTRAINT "studio_uploads_size_positive" CHECK ("studio_uploads"."size" > 0)
);
--> statement-breakpoint
ALTER TABLE "studio_uploads" ADD CONSTRAINT "studio_uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_uploads" ADD CONSTRAINT "studio_uploads_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "studio_uploads_stored_name_unique" ON "studio_uploads" USING btree ("stored_name");--> statement-breakpoint
CREATE INDEX "studio_uploads_owner_purpose_idx" ON "studio_uploads" USING btree ("owner_id","purpose","stored_at");