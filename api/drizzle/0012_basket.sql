CREATE TABLE "basket_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"guest_session_id" uuid,
	"dish_id" integer NOT NULL,
	"count" integer NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "basket_items_one_owner" CHECK (("basket_items"."user_id" is null) <> ("basket_items"."guest_session_id" is null)),
	CONSTRAINT "basket_items_count_range" CHECK ("basket_items"."count" between 1 and 99)
);
--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_guest_session_id_guest_sessions_id_fk" FOREIGN KEY ("guest_session_id") REFERENCES "public"."guest_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_dish_id_dishes_id_fk" FOREIGN KEY ("dish_id") REFERENCES "public"."dishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "basket_items_user_dish" ON "basket_items" USING btree ("user_id","dish_id") WHERE user_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "basket_items_guest_dish" ON "basket_items" USING btree ("guest_session_id","dish_id") WHERE guest_session_id is not null;--> statement-breakpoint
CREATE INDEX "basket_items_dish" ON "basket_items" USING btree ("dish_id");