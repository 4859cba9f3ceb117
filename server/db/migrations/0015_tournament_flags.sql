CREATE TABLE "tournament_flags" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"fast_answers" integer NOT NULL,
	"correct_answers" integer NOT NULL,
	"spread_ms" integer,
	"suspicion" smallint NOT NULL,
	"status" varchar(12) DEFAULT 'open' NOT NULL,
	"flagged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"review_reason" text,
	CONSTRAINT "tournament_flags_status" CHECK ("tournament_flags"."status" in ('open', 'dismissed', 'disqualified'))
);
--> statement-breakpoint
ALTER TABLE "tournament_flags" ADD CONSTRAINT "tournament_flags_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_flags" ADD CONSTRAINT "tournament_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_flags_queue_idx" ON "tournament_flags" USING btree ("status","suspicion" DESC NULLS LAST,"flagged_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tournament_flags_user_idx" ON "tournament_flags" USING btree ("user_id");