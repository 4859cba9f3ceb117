CREATE TABLE "tournament_cancellations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournament_cancellations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tournament_id" integer NOT NULL,
	"template_id" integer,
	"start_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_prize_deliveries" (
	"tournament_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"staff_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_prize_deliveries_tournament_id_user_id_pk" PRIMARY KEY("tournament_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "packs" ADD COLUMN "next_price_minor" integer;--> statement-breakpoint
ALTER TABLE "packs" ADD COLUMN "next_currency" varchar(3);--> statement-breakpoint
ALTER TABLE "packs" ADD COLUMN "next_price_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournament_templates" ADD COLUMN "topic_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "topic_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_cancellations" ADD CONSTRAINT "tournament_cancellations_template_id_tournament_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."tournament_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prize_deliveries" ADD CONSTRAINT "tournament_prize_deliveries_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prize_deliveries" ADD CONSTRAINT "tournament_prize_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_cancellations_template_start" ON "tournament_cancellations" USING btree ("template_id","start_time");