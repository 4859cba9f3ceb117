CREATE TABLE "battle_invites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "battle_invites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"stake" integer NOT NULL,
	"topic_id" integer,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"battle_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "battle_queue" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"stake" integer NOT NULL,
	"topic_id" integer,
	"level" integer NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "battles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "battles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(10) NOT NULL,
	"stake" integer NOT NULL,
	"topic_id" integer,
	"player_a" integer NOT NULL,
	"player_b" integer,
	"game_a" integer,
	"game_b" integer,
	"bot_plan" jsonb,
	"question_count" smallint NOT NULL,
	"question_seconds" real NOT NULL,
	"reveal_seconds" real NOT NULL,
	"status" varchar(10) DEFAULT 'running' NOT NULL,
	"phase" varchar(10) DEFAULT 'matched' NOT NULL,
	"question_no" smallint DEFAULT 0 NOT NULL,
	"question_ends_at" timestamp with time zone,
	"due_at" timestamp with time zone NOT NULL,
	"bot_answered_no" smallint DEFAULT 0 NOT NULL,
	"score_a" integer DEFAULT 0 NOT NULL,
	"score_b" integer DEFAULT 0 NOT NULL,
	"result" varchar(4),
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "battles_stake_non_negative" CHECK ("battles"."stake" >= 0),
	CONSTRAINT "battles_bot_plays_free" CHECK ("battles"."player_b" is not null or "battles"."stake" = 0)
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "battle_id" integer;--> statement-breakpoint
ALTER TABLE "battle_invites" ADD CONSTRAINT "battle_invites_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_invites" ADD CONSTRAINT "battle_invites_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_invites" ADD CONSTRAINT "battle_invites_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_invites" ADD CONSTRAINT "battle_invites_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_queue" ADD CONSTRAINT "battle_queue_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_queue" ADD CONSTRAINT "battle_queue_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battles" ADD CONSTRAINT "battles_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battles" ADD CONSTRAINT "battles_player_a_users_id_fk" FOREIGN KEY ("player_a") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battles" ADD CONSTRAINT "battles_player_b_users_id_fk" FOREIGN KEY ("player_b") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "battle_invites_to_idx" ON "battle_invites" USING btree ("to_user_id","status");--> statement-breakpoint
CREATE INDEX "battle_queue_pool_idx" ON "battle_queue" USING btree ("stake","topic_id","joined_at");--> statement-breakpoint
CREATE INDEX "battle_queue_due_idx" ON "battle_queue" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "battles_due_idx" ON "battles" USING btree ("due_at") WHERE "battles"."status" = 'running';--> statement-breakpoint
CREATE INDEX "battles_player_a_idx" ON "battles" USING btree ("player_a","id");--> statement-breakpoint
CREATE INDEX "battles_player_b_idx" ON "battles" USING btree ("player_b","id");--> statement-breakpoint
CREATE UNIQUE INDEX "games_one_per_battle" ON "games" USING btree ("battle_id","user_id") WHERE "games"."battle_id" is not null;