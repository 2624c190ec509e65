CREATE TABLE "cook_payout_destinations" (
	"cook_id" integer PRIMARY KEY NOT NULL,
	"payout_token" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fake_yookassa_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"agent_id" text NOT NULL,
	"idempotence_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"description" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"cook_id" integer NOT NULL,
	"payment_type" text NOT NULL,
	"order_value" integer NOT NULL,
	"discount" integer NOT NULL,
	"commission_rate" integer NOT NULL,
	"commission" integer NOT NULL,
	"processing_fee_rate" integer NOT NULL,
	"processing_fee" integer NOT NULL,
	"received_by_cook" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" text,
	"paid_by_user_id" integer,
	"idempotence_key" text,
	"provider_payout_id" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_status_known" CHECK ("payouts"."status" in ('pending', 'paid', 'failed')),
	CONSTRAINT "payouts_paid_by_known" CHECK ("payouts"."paid_by" is null or "payouts"."paid_by" in ('operator', 'yookassa')),
	CONSTRAINT "payouts_paid_has_time" CHECK (("payouts"."status" = 'paid') = ("payouts"."paid_at" is not null)),
	CONSTRAINT "payouts_sum" CHECK ("payouts"."amount" = "payouts"."order_value" - "payouts"."commission" - "payouts"."processing_fee" - "payouts"."received_by_cook" and "payouts"."commission" >= 0 and "payouts"."processing_fee" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cook_payout_destinations" ADD CONSTRAINT "cook_payout_destinations_cook_id_cooks_id_fk" FOREIGN KEY ("cook_id") REFERENCES "public"."cooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_cook_id_cooks_id_fk" FOREIGN KEY ("cook_id") REFERENCES "public"."cooks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_paid_by_user_id_users_id_fk" FOREIGN KEY ("paid_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fake_yookassa_payouts_agent_key" ON "fake_yookassa_payouts" USING btree ("agent_id","idempotence_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_order" ON "payouts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payouts_cook_completed" ON "payouts" USING btree ("cook_id","completed_at");--> statement-breakpoint
CREATE INDEX "payouts_pending" ON "payouts" USING btree ("id") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_idempotence_key" ON "payouts" USING btree ("idempotence_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_provider_payout_id" ON "payouts" USING btree ("provider_payout_id");