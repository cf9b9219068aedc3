-- Nearest markets (cube + earthdistance) and fuzzy search (pg_trgm): present in PGlite and PostgreSQL alike.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "category" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commodity" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category_id" uuid NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"name_key" text NOT NULL,
	"unit_key" text NOT NULL,
	"quantity" double precision,
	"base_unit" text,
	"wfp_commodity_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image" (
	"sha256" text PRIMARY KEY NOT NULL,
	"jpeg" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" uuid PRIMARY KEY NOT NULL,
	"market_id" uuid NOT NULL,
	"commodity_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"price_kobo" bigint NOT NULL,
	"price_observed_at" timestamp with time zone NOT NULL,
	"price_source" text NOT NULL,
	"previous_price_kobo" bigint,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"is_featured" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_price_kobo_positive" CHECK ("product"."price_kobo" > 0)
);
--> statement-breakpoint
CREATE TABLE "market" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"opening_hours" text NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"lga" text DEFAULT '' NOT NULL,
	"wfp_market_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"price_kobo" bigint NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "price_history_price_kobo_positive" CHECK ("price_history"."price_kobo" > 0)
);
--> statement-breakpoint
ALTER TABLE "commodity" ADD CONSTRAINT "commodity_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_market_id_market_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."market"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_commodity_id_commodity_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodity"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "category_name_key" ON "category" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "commodity_name_unit_key" ON "commodity" USING btree ("name_key","unit_key");--> statement-breakpoint
CREATE INDEX "commodity_category_idx" ON "commodity" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_market_commodity_key" ON "product" USING btree ("market_id","commodity_id");--> statement-breakpoint
CREATE INDEX "product_market_category_idx" ON "product" USING btree ("market_id","category_id");--> statement-breakpoint
CREATE INDEX "product_category_idx" ON "product" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_commodity_idx" ON "product" USING btree ("commodity_id");--> statement-breakpoint
CREATE INDEX "product_featured_idx" ON "product" USING btree ("is_featured") WHERE "product"."is_featured" and "product"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "product_search_idx" ON "product" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "market_earth_idx" ON "market" USING gist (ll_to_earth("latitude", "longitude"));--> statement-breakpoint
CREATE INDEX "market_search_idx" ON "market" USING gin ((lower("name" || ' ' || "lga" || ' ' || "state")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "market_wfp_market_id_key" ON "market" USING btree ("wfp_market_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_history_product_changed_key" ON "price_history" USING btree ("product_id","changed_at");