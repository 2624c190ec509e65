CREATE TABLE "compilations" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"cook_id" integer,
	"dish_ids" integer[] DEFAULT '{}' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "compilations_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "cooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"avatar" jsonb,
	"speciality_id" integer,
	"experience_years" integer DEFAULT 0 NOT NULL,
	"address" text NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"main_city_id" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"passport_verified" boolean DEFAULT false NOT NULL,
	"sanitary_verified" boolean DEFAULT false NOT NULL,
	"work_available_at" time,
	"delivery_cost" integer DEFAULT 0 NOT NULL,
	"rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('russian', "cooks"."name" || ' ' || "cooks"."about")) STORED
);
--> statement-breakpoint
CREATE TABLE "dish_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dish_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "dish_preferences" (
	"dish_id" integer NOT NULL,
	"preference_id" integer NOT NULL,
	CONSTRAINT "dish_preferences_dish_id_preference_id_pk" PRIMARY KEY("dish_id","preference_id")
);
--> statement-breakpoint
CREATE TABLE "dishes" (
	"id" serial PRIMARY KEY NOT NULL,
	"cook_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"preview_text" text DEFAULT '' NOT NULL,
	"weight" integer NOT NULL,
	"weight_unit" text DEFAULT 'г' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"quantity_unit" text DEFAULT 'порц.' NOT NULL,
	"cooking_time" integer NOT NULL,
	"price" integer NOT NULL,
	"calories" integer DEFAULT 0 NOT NULL,
	"proteins" numeric(6, 1) DEFAULT 0 NOT NULL,
	"fats" numeric(6, 1) DEFAULT 0 NOT NULL,
	"carbohydrates" numeric(6, 1) DEFAULT 0 NOT NULL,
	"other_preferences" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian', "dishes"."name"), 'A') || setweight(to_tsvector('russian', "dishes"."preview_text"), 'B')) STORED
);
--> statement-breakpoint
CREATE TABLE "specialities" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "specialities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "taste_preferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "taste_preferences_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "compilations" ADD CONSTRAINT "compilations_cook_id_cooks_id_fk" FOREIGN KEY ("cook_id") REFERENCES "public"."cooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooks" ADD CONSTRAINT "cooks_speciality_id_specialities_id_fk" FOREIGN KEY ("speciality_id") REFERENCES "public"."specialities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooks" ADD CONSTRAINT "cooks_main_city_id_main_cities_id_fk" FOREIGN KEY ("main_city_id") REFERENCES "public"."main_cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dish_preferences" ADD CONSTRAINT "dish_preferences_dish_id_dishes_id_fk" FOREIGN KEY ("dish_id") REFERENCES "public"."dishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dish_preferences" ADD CONSTRAINT "dish_preferences_preference_id_taste_preferences_id_fk" FOREIGN KEY ("preference_id") REFERENCES "public"."taste_preferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dishes" ADD CONSTRAINT "dishes_cook_id_cooks_id_fk" FOREIGN KEY ("cook_id") REFERENCES "public"."cooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dishes" ADD CONSTRAINT "dishes_category_id_dish_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."dish_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cooks_location_gist" ON "cooks" USING gist (ll_to_earth("lat", "lon"));--> statement-breakpoint
CREATE INDEX "cooks_main_city" ON "cooks" USING btree ("main_city_id","is_active");--> statement-breakpoint
CREATE INDEX "cooks_search_vector" ON "cooks" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "cooks_name_trgm" ON "cooks" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dish_preferences_preference" ON "dish_preferences" USING btree ("preference_id");--> statement-breakpoint
CREATE INDEX "dishes_cook" ON "dishes" USING btree ("cook_id");--> statement-breakpoint
CREATE INDEX "dishes_category" ON "dishes" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "dishes_price" ON "dishes" USING btree ("price");--> statement-breakpoint
CREATE INDEX "dishes_search_vector" ON "dishes" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "dishes_name_trgm" ON "dishes" USING gin ("name" gin_trgm_ops);