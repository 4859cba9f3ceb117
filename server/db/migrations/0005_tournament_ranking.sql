DROP INDEX "tournament_entries_rank_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tournament_win" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tournament_played" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "tournament_entries_rank_idx" ON "tournament_entries" USING btree ("tournament_id","best_score" DESC NULLS LAST,"best_finished_at","user_id" DESC NULLS LAST) WHERE "tournament_entries"."best_finished_at" is not null;--> statement-breakpoint
-- Counters start from the tournaments already ended (frozen) before this migration.
UPDATE "users" u SET "tournament_win" = c.wins, "tournament_played" = c.played FROM (SELECT e."user_id", count(*) FILTER (WHERE e."final_rank" = 1)::int AS wins, count(*)::int AS played FROM "tournament_entries" e JOIN "tournaments" t ON t."id" = e."tournament_id" WHERE t."frozen_at" IS NOT NULL GROUP BY e."user_id") c WHERE u."id" = c."user_id";
