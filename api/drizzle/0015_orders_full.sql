CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"dish_id" integer,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"count" integer NOT NULL,
	"cooking_time" integer NOT NULL,
	CONSTRAINT "order_items_count_range" CHECK ("order_items"."count" between 1 and 99),
	CONSTRAINT "order_items_price_not_negative" CHECK ("order_items"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_user_id" integer,
	"actor_role" text NOT NULL,
	"order_cancel_reason" text,
	"exactly_order_cancel_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_status_history_actor_known" CHECK ("order_status_history"."actor_role" in ('customer', 'cook', 'system', 'operator'))
);
--> statement-breakpoint
CREATE TABLE "promo_code_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_code_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_code_uses_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"discount_percent" integer,
	"discount_amount" integer,
	"min_sum" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"cook_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "promo_codes_one_discount" CHECK (("promo_codes"."discount_percent" is null) <> ("promo_codes"."discount_amount" is null)),
	CONSTRAINT "promo_codes_percent_range" CHECK ("promo_codes"."discount_percent" is null or "promo_codes"."discount_percent" between 1 and 100),
	CONSTRAINT "promo_codes_amount_positive" CHECK ("promo_codes"."discount_amount" is null or "promo_codes"."discount_amount" > 0),
	CONSTRAINT "promo_codes_min_sum_not_negative" CHECK ("promo_codes"."min_sum" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_type" text DEFAULT 'pickup' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "apartment" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "entrance" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "floor" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "intercom" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address_comment" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "lon" double precision;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "recipient_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "recipient_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "comment_for_cook" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "comment_for_delivery" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "preferences" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dishes_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_cost" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_type" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "exactly_order_cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Orders written before this migration carried only the total: it was all dishes (no delivery, no discount).
UPDATE "orders" SET "dishes_sum" = "total", "updated_at" = coalesce("completed_at", "created_at");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_dish_id_dishes_id_fk" FOREIGN KEY ("dish_id") REFERENCES "public"."dishes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_cook_id_cooks_id_fk" FOREIGN KEY ("cook_id") REFERENCES "public"."cooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_order" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order" ON "order_status_history" USING btree ("order_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_code_uses_once_per_customer" ON "promo_code_uses" USING btree ("promo_code_id","customer_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_customer_created" ON "orders" USING btree ("customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_waiting" ON "orders" USING btree ("status","created_at") WHERE status in ('awaiting_payment', 'new');--> statement-breakpoint
CREATE UNIQUE INDEX "orders_customer_idempotency_key" ON "orders" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_type_known" CHECK ("orders"."delivery_type" in ('pickup', 'delivery'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_type_known" CHECK ("orders"."payment_type" in ('online', 'on_receipt'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancelled_by_known" CHECK ("orders"."cancelled_by" is null or "orders"."cancelled_by" in ('customer', 'cook', 'system', 'operator'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_has_address" CHECK (("orders"."delivery_type" = 'delivery') = ("orders"."address" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_money_parts" CHECK ("orders"."dishes_sum" >= 0 and "orders"."delivery_cost" >= 0 and "orders"."discount" between 0 and "orders"."dishes_sum");