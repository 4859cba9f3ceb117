ALTER TABLE "question_options" ALTER COLUMN "value" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ALTER COLUMN "question_value" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "question_options" ADD COLUMN "value_mm" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "question_value_mm" text;--> statement-breakpoint
-- Hand-written backfill: a question written in Myanmar only (language 'mm') keeps its text and
-- its options' values as the Myanmar ones, and has no English until an import adds it.
UPDATE "question_options" SET "value_mm" = "value", "value" = NULL WHERE "question_id" IN (SELECT "id" FROM "questions" WHERE "language" = 'mm');--> statement-breakpoint
UPDATE "questions" SET "question_value_mm" = "question_value", "question_value" = NULL WHERE "language" = 'mm';--> statement-breakpoint
ALTER TABLE "questions" DROP COLUMN "language";--> statement-breakpoint
ALTER TABLE "question_options" ADD CONSTRAINT "question_options_has_value" CHECK ("question_options"."value" is not null or "question_options"."value_mm" is not null);--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_has_text" CHECK ("questions"."question_value" is not null or "questions"."question_value_mm" is not null);