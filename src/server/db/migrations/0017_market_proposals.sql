CREATE TABLE "market_proposal" (
	"id" uuid PRIMARY KEY NOT NULL,
	"proposer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"opening_hours" text NOT NULL,
	"state" text NOT NULL,
	"lga" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"market_id" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_proposal" ADD CONSTRAINT "market_proposal_proposer_id_app_user_id_fk" FOREIGN KEY ("proposer_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_proposal" ADD CONSTRAINT "market_proposal_market_id_market_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."market"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_proposal_status_idx" ON "market_proposal" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "market_proposal_proposer_idx" ON "market_proposal" USING btree ("proposer_id","created_at");