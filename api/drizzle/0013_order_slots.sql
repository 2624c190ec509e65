ALTER TABLE "orders" ADD COLUMN "deliver_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deliver_to" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_cook_deliver_from" ON "orders" USING btree ("cook_id","deliver_from");