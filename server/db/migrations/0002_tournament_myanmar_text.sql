ALTER TABLE "tournament_templates" ADD COLUMN "name_mm" text;--> statement-breakpoint
ALTER TABLE "tournament_templates" ADD COLUMN "caption_mm" text;--> statement-breakpoint
ALTER TABLE "tournament_templates" ADD COLUMN "prize_mm" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "name_mm" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "caption_mm" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "prize_mm" text;