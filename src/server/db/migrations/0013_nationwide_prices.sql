CREATE TABLE "area" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"zone" text,
	"capital" text,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE TABLE "area_price" (
	"area_key" text NOT NULL,
	"commodity_id" uuid NOT NULL,
	"month" date NOT NULL,
	"source" text NOT NULL,
	"price_kobo" bigint NOT NULL,
	CONSTRAINT "area_price_area_key_commodity_id_month_source_pk" PRIMARY KEY("area_key","commodity_id","month","source"),
	CONSTRAINT "area_price_price_kobo_positive" CHECK ("area_price"."price_kobo" > 0)
);
--> statement-breakpoint
CREATE TABLE "source_feed" (
	"source_key" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"etag" text,
	"last_modified" text,
	"checked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "source_import" (
	"id" uuid PRIMARY KEY NOT NULL,
	"source_key" text NOT NULL,
	"origin" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text NOT NULL,
	"rows_new" integer DEFAULT 0 NOT NULL,
	"rows_updated" integer DEFAULT 0 NOT NULL,
	"rows_unchanged" integer DEFAULT 0 NOT NULL,
	"rows_rejected" integer DEFAULT 0 NOT NULL,
	"rejected" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" text
);
--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "counted" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "price_source" ADD COLUMN "kind" text DEFAULT 'market' NOT NULL;--> statement-breakpoint
ALTER TABLE "price_source" ADD COLUMN "coverage" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "area_price" ADD CONSTRAINT "area_price_area_key_area_key_fk" FOREIGN KEY ("area_key") REFERENCES "public"."area"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_price" ADD CONSTRAINT "area_price_commodity_id_commodity_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodity"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_price" ADD CONSTRAINT "area_price_source_price_source_key_fk" FOREIGN KEY ("source") REFERENCES "public"."price_source"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_feed" ADD CONSTRAINT "source_feed_source_key_price_source_key_fk" FOREIGN KEY ("source_key") REFERENCES "public"."price_source"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_import" ADD CONSTRAINT "source_import_source_key_price_source_key_fk" FOREIGN KEY ("source_key") REFERENCES "public"."price_source"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "area_price_commodity_month_idx" ON "area_price" USING btree ("commodity_id","month");--> statement-breakpoint
CREATE INDEX "source_import_source_started_idx" ON "source_import" USING btree ("source_key","started_at");--> statement-breakpoint
-- The areas average prices are of: the nation, its six geopolitical zones, the 36 states and the FCT
-- (NBS's names), each state with its zone and its capital's position (approximate, to 4 decimals).
INSERT INTO "area" ("key", "name", "kind", "zone", "capital", "latitude", "longitude") VALUES
  ('national', 'National', 'national', NULL, NULL, NULL, NULL),
  ('north-central', 'North Central', 'zone', NULL, NULL, NULL, NULL),
  ('north-east', 'North East', 'zone', NULL, NULL, NULL, NULL),
  ('north-west', 'North West', 'zone', NULL, NULL, NULL, NULL),
  ('south-east', 'South East', 'zone', NULL, NULL, NULL, NULL),
  ('south-south', 'South South', 'zone', NULL, NULL, NULL, NULL),
  ('south-west', 'South West', 'zone', NULL, NULL, NULL, NULL),
  ('abia', 'Abia', 'state', 'south-east', 'Umuahia', 5.5249, 7.4943),
  ('adamawa', 'Adamawa', 'state', 'north-east', 'Yola', 9.2035, 12.4954),
  ('akwa-ibom', 'Akwa Ibom', 'state', 'south-south', 'Uyo', 5.0377, 7.9128),
  ('anambra', 'Anambra', 'state', 'south-east', 'Awka', 6.2104, 7.0741),
  ('bauchi', 'Bauchi', 'state', 'north-east', 'Bauchi', 10.3158, 9.8442),
  ('bayelsa', 'Bayelsa', 'state', 'south-south', 'Yenagoa', 4.9267, 6.2676),
  ('benue', 'Benue', 'state', 'north-central', 'Makurdi', 7.7322, 8.5391),
  ('borno', 'Borno', 'state', 'north-east', 'Maiduguri', 11.8311, 13.151),
  ('cross-river', 'Cross River', 'state', 'south-south', 'Calabar', 4.9757, 8.3417),
  ('delta', 'Delta', 'state', 'south-south', 'Asaba', 6.198, 6.7319),
  ('ebonyi', 'Ebonyi', 'state', 'south-east', 'Abakaliki', 6.3249, 8.1137),
  ('edo', 'Edo', 'state', 'south-south', 'Benin City', 6.335, 5.6037),
  ('ekiti', 'Ekiti', 'state', 'south-west', 'Ado-Ekiti', 7.6211, 5.2214),
  ('enugu', 'Enugu', 'state', 'south-east', 'Enugu', 6.4584, 7.5464),
  ('fct', 'FCT', 'state', 'north-central', 'Abuja', 9.0765, 7.3986),
  ('gombe', 'Gombe', 'state', 'north-east', 'Gombe', 10.2897, 11.1673),
  ('imo', 'Imo', 'state', 'south-east', 'Owerri', 5.4836, 7.0333),
  ('jigawa', 'Jigawa', 'state', 'north-west', 'Dutse', 11.7562, 9.3388),
  ('kaduna', 'Kaduna', 'state', 'north-west', 'Kaduna', 10.5105, 7.4165),
  ('kano', 'Kano', 'state', 'north-west', 'Kano', 12.0022, 8.592),
  ('katsina', 'Katsina', 'state', 'north-west', 'Katsina', 12.9908, 7.6018),
  ('kebbi', 'Kebbi', 'state', 'north-west', 'Birnin Kebbi', 12.4539, 4.1975),
  ('kogi', 'Kogi', 'state', 'north-central', 'Lokoja', 7.8023, 6.7333),
  ('kwara', 'Kwara', 'state', 'north-central', 'Ilorin', 8.4966, 4.5421),
  ('lagos', 'Lagos', 'state', 'south-west', 'Ikeja', 6.6018, 3.3515),
  ('nasarawa', 'Nasarawa', 'state', 'north-central', 'Lafia', 8.4939, 8.5153),
  ('niger', 'Niger', 'state', 'north-central', 'Minna', 9.5836, 6.5463),
  ('ogun', 'Ogun', 'state', 'south-west', 'Abeokuta', 7.1475, 3.3619),
  ('ondo', 'Ondo', 'state', 'south-west', 'Akure', 7.2571, 5.2058),
  ('osun', 'Osun', 'state', 'south-west', 'Osogbo', 7.7827, 4.5418),
  ('oyo', 'Oyo', 'state', 'south-west', 'Ibadan', 7.3775, 3.947),
  ('plateau', 'Plateau', 'state', 'north-central', 'Jos', 9.8965, 8.8583),
  ('rivers', 'Rivers', 'state', 'south-south', 'Port Harcourt', 4.8156, 7.0498),
  ('sokoto', 'Sokoto', 'state', 'north-west', 'Sokoto', 13.0059, 5.2476),
  ('taraba', 'Taraba', 'state', 'north-east', 'Jalingo', 8.8937, 11.3596),
  ('yobe', 'Yobe', 'state', 'north-east', 'Damaturu', 11.747, 11.9608),
  ('zamfara', 'Zamfara', 'state', 'north-west', 'Gusau', 12.1628, 6.6614);--> statement-breakpoint
UPDATE "price_source" SET "coverage" = 'Monthly retail prices at markets WFP surveys: 68 markets in 14 states, most of them in Borno, Yobe and Adamawa.' WHERE "key" = 'wfp';--> statement-breakpoint
UPDATE "price_source" SET "coverage" = 'Prices Kasuwa''s market staff set for a product at a market.' WHERE "key" = 'admin';--> statement-breakpoint
-- NBS's state averages: history and context (decision record 011), never a market's price.
INSERT INTO "price_source" ("key", "name", "publisher", "licence", "attribution", "url", "kind", "coverage") VALUES
  ('nbs', 'NBS Selected Food Prices Watch', 'National Bureau of Statistics (NBS), Nigeria',
   'Published by NBS for the public; no licence text comes with it',
   'Source: National Bureau of Statistics, Selected Food Prices Watch.',
   'https://nigerianstat.gov.ng/elibrary', 'area',
   'Average prices households paid for 43 food items in every state and the FCT, monthly from January 2016 to November 2022, and national and zone averages to October 2024.');
