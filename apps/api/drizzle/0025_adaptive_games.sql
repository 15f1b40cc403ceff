CREATE TABLE "game_item_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_item_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"child_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"item_key" text NOT NULL,
	"correct" boolean NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_item_difficulties" (
	"lesson_id" uuid NOT NULL,
	"item_key" text NOT NULL,
	"difficulty" double precision NOT NULL,
	"attempts" integer NOT NULL,
	"fitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_item_difficulties_lesson_id_item_key_pk" PRIMARY KEY("lesson_id","item_key")
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"skill" double precision NOT NULL,
	"attempts" integer NOT NULL,
	"played" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_skills" (
	"child_id" uuid PRIMARY KEY NOT NULL,
	"skill" double precision NOT NULL,
	"attempts" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_item_attempts" ADD CONSTRAINT "game_item_attempts_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_item_attempts" ADD CONSTRAINT "game_item_attempts_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_item_difficulties" ADD CONSTRAINT "game_item_difficulties_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_skills" ADD CONSTRAINT "game_skills_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_item_attempts_child_idx" ON "game_item_attempts" USING btree ("child_id","at");--> statement-breakpoint
CREATE INDEX "game_item_attempts_at_idx" ON "game_item_attempts" USING btree ("at");--> statement-breakpoint
CREATE INDEX "game_sessions_child_idx" ON "game_sessions" USING btree ("child_id","started_at");--> statement-breakpoint
CREATE INDEX "game_sessions_started_idx" ON "game_sessions" USING btree ("started_at");