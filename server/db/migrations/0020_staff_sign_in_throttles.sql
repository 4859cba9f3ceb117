CREATE TABLE "staff_sign_in_failures" (
	"email" varchar(254) NOT NULL,
	"address" varchar(64) NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retry_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_sign_in_failures_email_address_pk" PRIMARY KEY("email","address")
);
--> statement-breakpoint
CREATE INDEX "staff_sign_in_failures_at_idx" ON "staff_sign_in_failures" USING btree ("last_failure_at");--> statement-breakpoint
ALTER TABLE "staff" DROP COLUMN "failed_sign_ins";--> statement-breakpoint
ALTER TABLE "staff" DROP COLUMN "locked_until";