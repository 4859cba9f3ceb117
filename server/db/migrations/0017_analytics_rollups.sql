CREATE TABLE "analytics_daily_active" (
	"day" date PRIMARY KEY NOT NULL,
	"active_players" integer NOT NULL,
	"tournament_entries" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_games" (
	"day" date NOT NULL,
	"mode" varchar(10) NOT NULL,
	"games" integer NOT NULL,
	"players" integer NOT NULL,
	CONSTRAINT "analytics_daily_games_day_mode_pk" PRIMARY KEY("day","mode")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_packs" (
	"day" date NOT NULL,
	"pack_id" integer NOT NULL,
	"provider" varchar(10) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"new_subscriptions" integer NOT NULL,
	"renewals" integer NOT NULL,
	"lapses" integer NOT NULL,
	"unsubscriptions" integer NOT NULL,
	"subscribers_at_start" integer NOT NULL,
	"revenue_minor" bigint NOT NULL,
	CONSTRAINT "analytics_daily_packs_day_pack_id_provider_pk" PRIMARY KEY("day","pack_id","provider"),
	CONSTRAINT "analytics_revenue_non_negative" CHECK ("analytics_daily_packs"."revenue_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "analytics_period_active" (
	"grain" varchar(5) NOT NULL,
	"period_start" date NOT NULL,
	"active_players" integer NOT NULL,
	CONSTRAINT "analytics_period_active_grain_period_start_pk" PRIMARY KEY("grain","period_start"),
	CONSTRAINT "analytics_period_grain" CHECK ("analytics_period_active"."grain" in ('week', 'month'))
);
--> statement-breakpoint
CREATE TABLE "analytics_player_days" (
	"day" date NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "analytics_player_days_day_user_id_pk" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_rollup_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"backfilled_from" date NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "games_started_idx" ON "games" USING btree ("started_at");