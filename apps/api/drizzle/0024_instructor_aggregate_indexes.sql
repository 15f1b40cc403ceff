DROP INDEX "course_progress_course_idx";--> statement-breakpoint
DROP INDEX "survey_responses_child_completed_idx";--> statement-breakpoint
CREATE INDEX "lesson_plays_course_score_idx" ON "lesson_plays" USING btree ("course_id","score","stars");--> statement-breakpoint
CREATE INDEX "lesson_progress_course_child_idx" ON "lesson_progress" USING btree ("course_id","child_id");--> statement-breakpoint
CREATE INDEX "course_progress_course_idx" ON "course_progress" USING btree ("course_id","status","child_id","started_at","completed_at","last_activity_at");--> statement-breakpoint
CREATE INDEX "survey_responses_child_completed_idx" ON "survey_responses" USING btree ("child_id","completed_at","percent");