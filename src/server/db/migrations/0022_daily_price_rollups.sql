-- The daily rollups replace the monthly sums (decision record 014): every chart reads days now.
CREATE TABLE "commodity_price_day" (
	"commodity_id" uuid NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"observations" integer NOT NULL,
	"sum_kobo" bigint NOT NULL,
	"min_kobo" bigint NOT NULL,
	"max_kobo" bigint NOT NULL,
	"last_kobo" bigint NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "commodity_price_day_commodity_id_day_source_pk" PRIMARY KEY("commodity_id","day","source")
);
--> statement-breakpoint
CREATE TABLE "price_day" (
	"product_id" uuid NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"observations" integer NOT NULL,
	"sum_kobo" bigint NOT NULL,
	"min_kobo" bigint NOT NULL,
	"max_kobo" bigint NOT NULL,
	"last_kobo" bigint NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "price_day_product_id_day_source_pk" PRIMARY KEY("product_id","day","source")
);
--> statement-breakpoint
ALTER TABLE "commodity_price_day" ADD CONSTRAINT "commodity_price_day_commodity_id_commodity_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodity_price_day" ADD CONSTRAINT "commodity_price_day_source_price_source_key_fk" FOREIGN KEY ("source") REFERENCES "public"."price_source"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_day" ADD CONSTRAINT "price_day_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_day" ADD CONSTRAINT "price_day_source_price_source_key_fk" FOREIGN KEY ("source") REFERENCES "public"."price_source"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Each product's days of the prices already recorded, by source (a product's moments are unique: no ties for the last).
INSERT INTO "price_day" ("product_id", "day", "source", "observations", "sum_kobo", "min_kobo", "max_kobo", "last_kobo", "last_at")
SELECT "product_id", ("changed_at" AT TIME ZONE 'Africa/Lagos')::date, "source", count(*), sum("price_kobo"),
       min("price_kobo"), max("price_kobo"), (array_agg("price_kobo" ORDER BY "changed_at" DESC))[1], max("changed_at")
FROM "price_history" GROUP BY 1, 2, 3;--> statement-breakpoint
-- Each commodity's days across its products on sale; the last is the newest, the lowest of a tie.
INSERT INTO "commodity_price_day" ("commodity_id", "day", "source", "observations", "sum_kobo", "min_kobo", "max_kobo", "last_kobo", "last_at")
SELECT p."commodity_id", d."day", d."source", sum(d."observations"), sum(d."sum_kobo"), min(d."min_kobo"), max(d."max_kobo"),
       (array_agg(d."last_kobo" ORDER BY d."last_at" DESC, d."last_kobo"))[1], max(d."last_at")
FROM "price_day" d JOIN "product_on_sale" p ON p."id" = d."product_id"
GROUP BY 1, 2, 3;--> statement-breakpoint
DROP TABLE "price_month";