-- The monthly sums are kept per source from now on: emptied here, and summed again below.
DELETE FROM "price_month";--> statement-breakpoint
ALTER TABLE "price_month" DROP CONSTRAINT "price_month_product_id_month_pk";--> statement-breakpoint
ALTER TABLE "price_month" ADD COLUMN "source" text NOT NULL;--> statement-breakpoint
ALTER TABLE "price_month" ADD CONSTRAINT "price_month_product_id_month_source_pk" PRIMARY KEY("product_id","month","source");--> statement-breakpoint
ALTER TABLE "price_month" ADD CONSTRAINT "price_month_source_price_source_key_fk" FOREIGN KEY ("source") REFERENCES "public"."price_source"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- The months of the prices already recorded, by source.
INSERT INTO "price_month" ("product_id", "month", "source", "sum_kobo", "observations", "min_kobo", "max_kobo", "last_kobo", "last_at")
SELECT "product_id", date_trunc('month', "changed_at" AT TIME ZONE 'Africa/Lagos')::date, "source", sum("price_kobo"), count(*),
       min("price_kobo"), max("price_kobo"), (array_agg("price_kobo" ORDER BY "changed_at" DESC))[1], max("changed_at")
FROM "price_history" GROUP BY 1, 2, 3;
