CREATE TABLE "dish_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"cook_id" integer NOT NULL,
	"dish_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"storage_key" text,
	"image" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dish_images_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "dishes" ALTER COLUMN "calories" SET DATA TYPE numeric(9, 2);--> statement-breakpoint
ALTER TABLE "dishes" ALTER COLUMN "proteins" SET DATA TYPE numeric(8, 2);--> statement-breakpoint
ALTER TABLE "dishes" ALTER COLUMN "fats" SET DATA TYPE numeric(8, 2);--> statement-breakpoint
ALTER TABLE "dishes" ALTER COLUMN "carbohydrates" SET DATA TYPE numeric(8, 2);--> statement-breakpoint
ALTER TABLE "dishes" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dishes" ADD COLUMN "daily_limit" integer;--> statement-breakpoint
ALTER TABLE "dishes" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dish_images" ADD CONSTRAINT "dish_images_cook_id_cooks_id_fk" FOREIGN KEY ("cook_id") REFERENCES "public"."cooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dish_images" ADD CONSTRAINT "dish_images_dish_id_dishes_id_fk" FOREIGN KEY ("dish_id") REFERENCES "public"."dishes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dish_images_cook" ON "dish_images" USING btree ("cook_id","created_at");--> statement-breakpoint
CREATE INDEX "dish_images_dish" ON "dish_images" USING btree ("dish_id","position");--> statement-breakpoint
CREATE INDEX "dishes_cook_category_order" ON "dishes" USING btree ("cook_id","category_id","sort_order");--> statement-breakpoint
ALTER TABLE "dishes" ADD CONSTRAINT "dishes_daily_limit_range" CHECK ("dishes"."daily_limit" is null or "dishes"."daily_limit" between 1 and 999);