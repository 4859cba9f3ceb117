CREATE TABLE "tournament_score_counts" (
	"tournament_id" integer NOT NULL,
	"best_score" integer NOT NULL,
	"players" integer NOT NULL,
	CONSTRAINT "tournament_score_counts_tournament_id_best_score_pk" PRIMARY KEY("tournament_id","best_score")
);
--> statement-breakpoint
ALTER TABLE "tournament_score_counts" ADD CONSTRAINT "tournament_score_counts_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Keeps the buckets in the writer's transaction, whoever writes (play, the end job, seeds, cascades).
-- Buckets are locked in ascending (tournament, score) order so two movers cannot deadlock; a
-- decrement is a plain UPDATE so a cascade from a deleted tournament never re-inserts its bucket.
CREATE FUNCTION "tournament_score_counts_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o_tid integer;
  o_score integer;
  n_tid integer;
  n_score integer;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.best_finished_at IS NOT NULL THEN
    o_tid := OLD.tournament_id;
    o_score := OLD.best_score;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.best_finished_at IS NOT NULL THEN
    n_tid := NEW.tournament_id;
    n_score := NEW.best_score;
  END IF;
  IF o_tid IS NOT DISTINCT FROM n_tid AND o_score IS NOT DISTINCT FROM n_score THEN
    RETURN NULL;
  END IF;
  IF o_tid IS NOT NULL AND (n_tid IS NULL OR (o_tid, o_score) < (n_tid, n_score)) THEN
    UPDATE "tournament_score_counts" SET "players" = "players" - 1
      WHERE "tournament_id" = o_tid AND "best_score" = o_score;
    o_tid := NULL;
  END IF;
  IF n_tid IS NOT NULL THEN
    INSERT INTO "tournament_score_counts" ("tournament_id", "best_score", "players")
      VALUES (n_tid, n_score, 1)
      ON CONFLICT ("tournament_id", "best_score")
      DO UPDATE SET "players" = "tournament_score_counts"."players" + 1;
  END IF;
  IF o_tid IS NOT NULL THEN
    UPDATE "tournament_score_counts" SET "players" = "players" - 1
      WHERE "tournament_id" = o_tid AND "best_score" = o_score;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "tournament_entries_score_counts" AFTER INSERT OR DELETE OR UPDATE OF "tournament_id", "best_score", "best_finished_at" ON "tournament_entries" FOR EACH ROW EXECUTE FUNCTION "tournament_score_counts_sync"();--> statement-breakpoint
-- Backfill from the entries already there (taken in the same transaction as the trigger).
INSERT INTO "tournament_score_counts" ("tournament_id", "best_score", "players") SELECT "tournament_id", "best_score", count(*)::int FROM "tournament_entries" WHERE "best_finished_at" IS NOT NULL GROUP BY "tournament_id", "best_score";
