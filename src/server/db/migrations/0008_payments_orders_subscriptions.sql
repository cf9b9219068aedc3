CREATE TABLE "customer_order" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"total_kobo" bigint NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"billing_address" text NOT NULL,
	"shipping_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_item" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"product_name" text NOT NULL,
	"market_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_kobo" bigint NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "order_item_quantity_positive" CHECK ("order_item"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_status_change" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" uuid,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"flag_reason" text,
	"snapshot" jsonb NOT NULL,
	"plan_id" uuid,
	"billing_address" text,
	"shipping_address" text,
	"channel" text,
	"paid_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"refund_requested_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"refunded_kobo" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_amount_positive" CHECK ("payment"."amount_kobo" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_event" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"reference" text NOT NULL,
	"event" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_checkout" (
	"reference" text PRIMARY KEY NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"email" text NOT NULL,
	"callback_url" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_kobo" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_plan" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price_kobo" bigint NOT NULL,
	"description" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_plan_price_positive" CHECK ("subscription_plan"."price_kobo" >= 100),
	CONSTRAINT "subscription_plan_duration_positive" CHECK ("subscription_plan"."duration_seconds" > 0)
);
--> statement-breakpoint
CREATE TABLE "user_subscription" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_subscription_period" CHECK ("user_subscription"."ends_at" > "user_subscription"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "customer_order" ADD CONSTRAINT "customer_order_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_order" ADD CONSTRAINT "customer_order_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_order_id_customer_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."customer_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_change" ADD CONSTRAINT "order_status_change_order_id_customer_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."customer_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_plan_id_subscription_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plan"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscription" ADD CONSTRAINT "user_subscription_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscription" ADD CONSTRAINT "user_subscription_plan_id_subscription_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plan"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_order_payment_key" ON "customer_order" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "customer_order_user_created_idx" ON "customer_order" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_order_created_idx" ON "customer_order" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_item_order_idx" ON "order_item" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_status_change_order_idx" ON "order_status_change" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_reference_key" ON "payment" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "payment_user_created_idx" ON "payment" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_created_idx" ON "payment" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_open_idx" ON "payment" USING btree ("created_at") WHERE "payment"."state" in ('pending', 'failed');--> statement-breakpoint
CREATE UNIQUE INDEX "payment_event_provider_event_key" ON "payment_event" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_plan_name_key" ON "subscription_plan" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "user_subscription_payment_key" ON "user_subscription" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "user_subscription_user_ends_idx" ON "user_subscription" USING btree ("user_id","ends_at");--> statement-breakpoint
-- The plans on sale from the start (an admin screen for plans is not part of the product yet).
INSERT INTO "subscription_plan" ("id", "name", "price_kobo", "description", "duration_seconds") VALUES
  ('019a0000-0000-7000-8000-00000000a001', 'Monthly', 150000, 'Price-history charts for every product and market, with what today''s price means: the 30-day low, the usual range and the change since last period.', 2592000),
  ('019a0000-0000-7000-8000-00000000a002', 'Monthly Supporter', 300000, 'Everything in Monthly. The extra helps Kasuwa collect prices in more markets across Nigeria.', 2592000);
