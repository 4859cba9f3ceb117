ALTER TABLE "topics" ADD COLUMN "follower_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "topics" SET "follower_count" = (SELECT count(*) FROM "topic_follows" f WHERE f."topic_id" = "topics"."id");--> statement-breakpoint
CREATE INDEX "topic_scores_user_idx" ON "topic_scores" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_follower_count_non_negative" CHECK ("topics"."follower_count" >= 0);