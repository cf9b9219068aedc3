DROP INDEX "price_report_same_key";--> statement-breakpoint
ALTER TABLE "price_report" ALTER COLUMN "market_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "market_proposal" ADD COLUMN "kind" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "price_report" ADD COLUMN "proposal_id" uuid;--> statement-breakpoint
ALTER TABLE "price_report" ADD CONSTRAINT "price_report_proposal_id_market_proposal_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."market_proposal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_report" ADD CONSTRAINT "price_report_same_key" UNIQUE NULLS NOT DISTINCT("reporter_id","market_id","proposal_id","commodity_id","item_name","measure","quantity","price_kobo","observed_on","paid");--> statement-breakpoint
ALTER TABLE "price_report" ADD CONSTRAINT "price_report_market_or_proposal" CHECK ("price_report"."market_id" is not null or "price_report"."proposal_id" is not null);