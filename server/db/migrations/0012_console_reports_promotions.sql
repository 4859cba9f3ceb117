ALTER TABLE "promotions" ADD COLUMN "audience" varchar(12) DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "delivers_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Hand-written backfill: promotions written before broadcast hours were delivered at their start.
UPDATE "promotions" SET "delivers_at" = "starts_at";--> statement-breakpoint
ALTER TABLE "question_reports" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "question_reports" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "question_reports" ADD COLUMN "resolution" varchar(10);--> statement-breakpoint
ALTER TABLE "question_reports" ADD COLUMN "resolved_by" text;--> statement-breakpoint
CREATE INDEX "question_reports_open_idx" ON "question_reports" USING btree ("question_id") WHERE "question_reports"."resolved_at" is null;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_window" CHECK ("promotions"."ends_at" is null or "promotions"."ends_at" >= "promotions"."starts_at");