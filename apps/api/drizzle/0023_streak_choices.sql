CREATE TABLE "child_streak_choices" (
	"child_id" uuid PRIMARY KEY NOT NULL,
	"streaks_on" boolean DEFAULT false NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "child_streak_choices" ADD CONSTRAINT "child_streak_choices_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;