ALTER TABLE "staff" ADD COLUMN "password_set_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "address" varchar(64);