CREATE TABLE "fake_yookassa_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"saved" boolean NOT NULL,
	"title" text NOT NULL,
	"first6" text NOT NULL,
	"last4" text NOT NULL,
	"card_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fake_yookassa_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"idempotence_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text,
	"metadata" jsonb,
	"return_url" text,
	"save_payment_method" boolean DEFAULT false NOT NULL,
	"payment_method_id" text,
	"cancellation_party" text,
	"cancellation_reason" text,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"captured_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fake_yookassa_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"idempotence_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"payment_id" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"idempotence_key" uuid NOT NULL,
	"provider_refund_id" text,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "payment_refunds_idempotence_key_unique" UNIQUE("idempotence_key"),
	CONSTRAINT "payment_refunds_provider_refund_id_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "payment_refunds_status_known" CHECK ("payment_refunds"."status" in ('creating', 'pending', 'succeeded', 'canceled', 'rejected')),
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"idempotence_key" uuid NOT NULL,
	"provider_payment_id" text,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"description" text NOT NULL,
	"return_url" text NOT NULL,
	"save_payment_method" boolean DEFAULT false NOT NULL,
	"payment_method_id" text,
	"saved_method_id" integer,
	"confirmation_url" text,
	"cancellation_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_idempotence_key_unique" UNIQUE("idempotence_key"),
	CONSTRAINT "payments_provider_payment_id_unique" UNIQUE("provider_payment_id"),
	CONSTRAINT "payments_status_known" CHECK ("payments"."status" in ('creating', 'pending', 'waiting_for_capture', 'succeeded', 'canceled', 'rejected')),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "saved_payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider_method_id" text NOT NULL,
	"title" text NOT NULL,
	"last4" text NOT NULL,
	"card_type" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fake_yookassa_payments" ADD CONSTRAINT "fake_yookassa_payments_payment_method_id_fake_yookassa_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."fake_yookassa_payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fake_yookassa_refunds" ADD CONSTRAINT "fake_yookassa_refunds_payment_id_fake_yookassa_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."fake_yookassa_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_saved_method_id_saved_payment_methods_id_fk" FOREIGN KEY ("saved_method_id") REFERENCES "public"."saved_payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_payment_methods" ADD CONSTRAINT "saved_payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fake_yookassa_payments_shop_key" ON "fake_yookassa_payments" USING btree ("shop_id","idempotence_key");--> statement-breakpoint
CREATE UNIQUE INDEX "fake_yookassa_refunds_shop_key" ON "fake_yookassa_refunds" USING btree ("shop_id","idempotence_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_order" ON "payments" USING btree ("order_id") WHERE status in ('creating', 'pending', 'waiting_for_capture');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_succeeded_per_order" ON "payments" USING btree ("order_id") WHERE status = 'succeeded';--> statement-breakpoint
CREATE INDEX "payments_order_created" ON "payments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_payment_methods_user_method" ON "saved_payment_methods" USING btree ("user_id","provider_method_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_payment_methods_one_default" ON "saved_payment_methods" USING btree ("user_id") WHERE is_default;