CREATE TABLE "price_report" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reporter_id" uuid NOT NULL,
	"market_id" uuid NOT NULL,
	"commodity_id" uuid,
	"item_name" text,
	"quantity" double precision NOT NULL,
	"measure" text NOT NULL,
	"price_kobo" bigint NOT NULL,
	"unit_kobo" bigint,
	"unit_per" text,
	"paid" boolean NOT NULL,
	"observed_on" date NOT NULL,
	"note" text,
	"photo_sha256" text,
	"state" text NOT NULL,
	"reason" text,
	"product_id" uuid,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_event" (
	"id" uuid PRIMARY KEY NOT NULL,
	"report_id" uuid NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_flag" (
	"id" uuid PRIMARY KEY NOT NULL,
	"report_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_photo" (
	"sha256" text PRIMARY KEY NOT NULL,
	"jpeg" "bytea" NOT NULL,
	"thumb" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_report" ADD CONSTRAINT "price_report_reporter_id_app_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_report" ADD CONSTRAINT "price_report_market_id_market_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."market"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_report" ADD CONSTRAINT "price_report_commodity_id_commodity_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodity"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_report" ADD CONSTRAINT "price_report_photo_sha256_report_photo_sha256_fk" FOREIGN KEY ("photo_sha256") REFERENCES "public"."report_photo"("sha256") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_event" ADD CONSTRAINT "report_event_report_id_price_report_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."price_report"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_flag" ADD CONSTRAINT "report_flag_report_id_price_report_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."price_report"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_flag" ADD CONSTRAINT "report_flag_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_report_reporter_idx" ON "price_report" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE INDEX "price_report_address_idx" ON "price_report" USING btree ("address","created_at");--> statement-breakpoint
CREATE INDEX "price_report_item_idx" ON "price_report" USING btree ("market_id","commodity_id","measure","observed_on");--> statement-breakpoint
CREATE INDEX "price_report_state_idx" ON "price_report" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "report_event_report_idx" ON "report_event" USING btree ("report_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "report_flag_once_key" ON "report_flag" USING btree ("report_id","user_id");--> statement-breakpoint
INSERT INTO "price_source" ("key", "name", "publisher", "licence", "attribution", "url", "kind", "coverage") VALUES
  ('shoppers', 'Shoppers'' reports', 'Kasuwa shoppers', 'Reported to Kasuwa by its shoppers',
   'Prices reported by Kasuwa shoppers, confirmed by another shopper, a trusted source or a moderator.',
   NULL, 'market', 'Prices shoppers saw at markets anywhere in Nigeria, each with its date; confirmed before they count.')
ON CONFLICT ("key") DO NOTHING;
