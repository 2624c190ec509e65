CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"main_city_id" integer NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"button_text" text,
	"link" text,
	"image" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_compilations" (
	"main_city_id" integer NOT NULL,
	"compilation_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "home_compilations_main_city_id_compilation_id_pk" PRIMARY KEY("main_city_id","compilation_id")
);
--> statement-breakpoint
CREATE TABLE "main_promo_categories" (
	"main_city_id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"image" jsonb
);
--> statement-breakpoint
CREATE TABLE "promo_card_compilations" (
	"id" serial PRIMARY KEY NOT NULL,
	"main_city_id" integer NOT NULL,
	"title" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"compilation_id" integer NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"promo_code" text,
	"link" text,
	"background" text DEFAULT '#f3eee6' NOT NULL,
	"image" jsonb,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reels" (
	"id" serial PRIMARY KEY NOT NULL,
	"main_city_id" integer NOT NULL,
	"cook_id" integer NOT NULL,
	"title" text NOT NULL,
	"poster" jsonb NOT NULL,
	"video_url" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_type" text NOT NULL,
	"main_city_id" integer,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"html" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_main_city_id_main_cities_id_fk" FOREIGN KEY ("main_city_id") REFERENCES "public"."main_cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_compilations" ADD CONSTRAINT "home_compilations_main_city_id_main_cities_id_fk" FOREIGN KEY ("main_city_id") REFERENCES "public"."main_cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_compilations" ADD CONSTRAINT "home_compilations_compilation_id_compilations_id_fk" FOREIGN KEY ("compilation_id") REFERENCES "public"."compilations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "main_promo_categories" ADD CONSTRAINT "main_promo_categories_main_city_id_main_cities_id_fk" FOREIGN KEY ("main_city_id") REFERENCES "public"."main_cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "main_promo_categories" ADD CONSTRAINT "main_promo_categories_category_id_dish_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."dish_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_card_compilations" ADD CONSTRAINT "promo_card_compilations_main_city_id_main_cities_id_fk" FOREIGN KEY ("main_city_id") REFERENCES "public"."main_cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_cards" ADD CONSTRAINT "promo_cards_compilation_id_promo_card_compilations_id_fk" FOREIGN KEY ("compilation_id") REFERENCES "public"."promo_card_compilations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reels" ADD CONSTRAINT "reels_main_city_id_main_cities_id_fk" FOREIGN KEY ("main_city_id") REFERENCES "public"."main_cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reels" ADD CONSTRAINT "reels_cook_id_cooks_id_fk" FOREIGN KEY ("cook_id") REFERENCES "public"."cooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_faqs" ADD CONSTRAINT "seo_faqs_main_city_id_main_cities_id_fk" FOREIGN KEY ("main_city_id") REFERENCES "public"."main_cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_main_city" ON "banners" USING btree ("main_city_id","sort_order");--> statement-breakpoint
CREATE INDEX "promo_card_compilations_main_city" ON "promo_card_compilations" USING btree ("main_city_id","sort_order");--> statement-breakpoint
CREATE INDEX "promo_cards_compilation" ON "promo_cards" USING btree ("compilation_id","sort_order");--> statement-breakpoint
CREATE INDEX "reels_main_city" ON "reels" USING btree ("main_city_id","sort_order");--> statement-breakpoint
CREATE INDEX "seo_faqs_page_type" ON "seo_faqs" USING btree ("page_type","main_city_id");