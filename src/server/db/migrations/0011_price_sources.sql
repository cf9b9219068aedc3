CREATE TABLE "price_source" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"publisher" text NOT NULL,
	"licence" text NOT NULL,
	"attribution" text NOT NULL,
	"url" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The two sources prices already come from; the next ones arrive as rows too (decision record 009).
INSERT INTO "price_source" ("key", "name", "publisher", "licence", "attribution", "url") VALUES
  ('wfp', 'WFP market prices', 'World Food Programme (WFP), on the Humanitarian Data Exchange (HDX)', 'CC BY-IGO',
   'Source: World Food Programme (WFP), "Nigeria - Food Prices", via the Humanitarian Data Exchange (HDX), CC BY-IGO.',
   'https://data.humdata.org/dataset/wfp-food-prices-for-nigeria'),
  ('admin', 'Kasuwa market staff', 'Kasuwa', 'Kasuwa''s own data', 'Price set by Kasuwa''s market staff.', NULL);--> statement-breakpoint
ALTER TABLE "commodity" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "commodity" ADD COLUMN "source_ref" text;--> statement-breakpoint
ALTER TABLE "market" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "market" ADD COLUMN "source_ref" text;--> statement-breakpoint
-- WFP's own ids move to the columns any source can use.
UPDATE "market" SET "source_key" = 'wfp', "source_ref" = "wfp_market_id"::text WHERE "wfp_market_id" IS NOT NULL;--> statement-breakpoint
UPDATE "commodity" SET "source_key" = 'wfp', "source_ref" = "wfp_commodity_id"::text WHERE "wfp_commodity_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_source_price_source_key_fk" FOREIGN KEY ("source") REFERENCES "public"."price_source"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "market_source_ref_key" ON "market" USING btree ("source_key","source_ref");--> statement-breakpoint
CREATE VIEW "public"."market_listing" AS (select "id", "name", "state", "lga", lower("name" || ' ' || "lga" || ' ' || "state") as "searchable" from "market");--> statement-breakpoint
-- WFP's ids now live in source_key / source_ref.
DROP INDEX "market_wfp_market_id_key";--> statement-breakpoint
ALTER TABLE "commodity" DROP COLUMN "wfp_commodity_id";--> statement-breakpoint
ALTER TABLE "market" DROP COLUMN "wfp_market_id";