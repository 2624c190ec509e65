CREATE TABLE "main_cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"fias_id" uuid NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"timezone" text NOT NULL,
	"is_served" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "main_cities_slug_unique" UNIQUE("slug"),
	CONSTRAINT "main_cities_fias_id_unique" UNIQUE("fias_id")
);
