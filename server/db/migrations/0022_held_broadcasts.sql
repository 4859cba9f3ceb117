CREATE TABLE "held_broadcasts" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" varchar(40) NOT NULL,
	"params" jsonb NOT NULL,
	"deliver_at" timestamp with time zone NOT NULL,
	"stale_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promotions" ALTER COLUMN "delivers_at" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "held_broadcasts_due_idx" ON "held_broadcasts" USING btree ("deliver_at");