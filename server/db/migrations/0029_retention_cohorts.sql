CREATE TABLE "analytics_player_first_days" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"first_day" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_player_first_days_day_idx" ON "analytics_player_first_days" USING btree ("first_day");