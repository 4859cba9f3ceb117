CREATE TABLE "analytics_daily_battles" (
	"day" date PRIMARY KEY NOT NULL,
	"battles" integer NOT NULL,
	"staked" integer NOT NULL,
	"bot" integer NOT NULL,
	"coins_staked" bigint NOT NULL
);
