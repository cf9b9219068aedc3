CREATE TABLE "price_month" (
	"product_id" uuid NOT NULL,
	"month" date NOT NULL,
	"sum_kobo" bigint NOT NULL,
	"observations" integer NOT NULL,
	"min_kobo" bigint NOT NULL,
	"max_kobo" bigint NOT NULL,
	"last_kobo" bigint NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "price_month_product_id_month_pk" PRIMARY KEY("product_id","month")
);
--> statement-breakpoint
ALTER TABLE "price_month" ADD CONSTRAINT "price_month_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The months of the prices already recorded.
INSERT INTO "price_month" ("product_id", "month", "sum_kobo", "observations", "min_kobo", "max_kobo", "last_kobo", "last_at")
SELECT "product_id", date_trunc('month', "changed_at" AT TIME ZONE 'Africa/Lagos')::date, sum("price_kobo"), count(*),
       min("price_kobo"), max("price_kobo"), (array_agg("price_kobo" ORDER BY "changed_at" DESC))[1], max("changed_at")
FROM "price_history" GROUP BY 1, 2;
