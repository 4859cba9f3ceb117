CREATE TABLE "analytics_daily_cohorts" (
	"day" date PRIMARY KEY NOT NULL,
	"new_players" integer NOT NULL,
	"back_d1" integer NOT NULL,
	"back_d7" integer NOT NULL,
	"back_d30" integer NOT NULL,
	CONSTRAINT "analytics_cohort_counts" CHECK ("analytics_daily_cohorts"."back_d1" <= "analytics_daily_cohorts"."new_players" and "analytics_daily_cohorts"."back_d7" <= "analytics_daily_cohorts"."new_players" and "analytics_daily_cohorts"."back_d30" <= "analytics_daily_cohorts"."new_players")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_rewards" (
	"day" date PRIMARY KEY NOT NULL,
	"claims" integer NOT NULL,
	"coins" bigint NOT NULL,
	"gems" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_streaks" (
	"day" date NOT NULL,
	"min_days" integer NOT NULL,
	"players" integer NOT NULL,
	CONSTRAINT "analytics_daily_streaks_day_min_days_pk" PRIMARY KEY("day","min_days")
);
--> statement-breakpoint
-- The scheduled roll-up redoes only its last days: the cohorts and claims already rolled up or
-- claimed are counted once here. Streak snapshots have no past to read and start with the next run.
INSERT INTO "analytics_daily_cohorts" ("day", "new_players", "back_d1", "back_d7", "back_d30")
SELECT f."first_day", count(*)::int, count(p1."user_id")::int, count(p7."user_id")::int,
  count(p30."user_id")::int
FROM "analytics_player_first_days" f
LEFT JOIN "analytics_player_days" p1 ON p1."day" = f."first_day" + 1 AND p1."user_id" = f."user_id"
LEFT JOIN "analytics_player_days" p7 ON p7."day" = f."first_day" + 7 AND p7."user_id" = f."user_id"
LEFT JOIN "analytics_player_days" p30 ON p30."day" = f."first_day" + 30 AND p30."user_id" = f."user_id"
GROUP BY f."first_day";
--> statement-breakpoint
INSERT INTO "analytics_daily_rewards" ("day", "claims", "coins", "gems")
SELECT "day", count(*)::int, sum("coins")::bigint, sum("gems")::int FROM "daily_reward_claims"
GROUP BY "day";
