CREATE TABLE "wallet_approvals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_approvals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"currency" varchar(4) NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"requested_by" integer NOT NULL,
	"request_audit_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_audit_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_approvals_status" CHECK ("wallet_approvals"."status" in ('pending', 'approved', 'declined')),
	CONSTRAINT "wallet_approvals_currency" CHECK ("wallet_approvals"."currency" in ('coin', 'gem')),
	CONSTRAINT "wallet_approvals_credit" CHECK ("wallet_approvals"."delta" > 0),
	CONSTRAINT "wallet_approvals_second_admin" CHECK ("wallet_approvals"."decided_by" <> "wallet_approvals"."requested_by")
);
--> statement-breakpoint
ALTER TABLE "wallet_approvals" ADD CONSTRAINT "wallet_approvals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_approvals" ADD CONSTRAINT "wallet_approvals_requested_by_staff_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_approvals" ADD CONSTRAINT "wallet_approvals_request_audit_id_audit_log_id_fk" FOREIGN KEY ("request_audit_id") REFERENCES "public"."audit_log"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_approvals" ADD CONSTRAINT "wallet_approvals_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_approvals" ADD CONSTRAINT "wallet_approvals_decision_audit_id_audit_log_id_fk" FOREIGN KEY ("decision_audit_id") REFERENCES "public"."audit_log"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_approvals_pending_idx" ON "wallet_approvals" USING btree ("created_at") WHERE "wallet_approvals"."status" = 'pending';