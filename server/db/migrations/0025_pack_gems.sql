ALTER TABLE "packs" ADD COLUMN "gems" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "gems" integer DEFAULT 0 NOT NULL;