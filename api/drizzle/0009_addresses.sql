CREATE TABLE "guest_addresses" (
	"guest_session_id" uuid PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"fias_id" text,
	"main_city_id" integer NOT NULL,
	"lat" double precision,
	"lon" double precision,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"address" text NOT NULL,
	"apartment" text,
	"entrance" text,
	"intercom" text,
	"floor" text,
	"comment" text,
	"fias_id" text,
	"main_city_id" integer NOT NULL,
	"lat" double precision,
	"lon" double precision,
	"active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guest_addresses" ADD CONSTRAINT "guest_addresses_guest_session_id_guest_sessions_id_fk" FOREIGN KEY ("guest_session_id") REFERENCES "public"."guest_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_addresses" ADD CONSTRAINT "guest_addresses_main_city_id_main_cities_id_fk" FOREIGN KEY ("main_city_id") REFERENCES "public"."main_cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_addresses" ADD CONSTRAINT "user_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_addresses" ADD CONSTRAINT "user_addresses_main_city_id_main_cities_id_fk" FOREIGN KEY ("main_city_id") REFERENCES "public"."main_cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_addresses_one_active" ON "user_addresses" USING btree ("user_id") WHERE active;--> statement-breakpoint
CREATE INDEX "user_addresses_user" ON "user_addresses" USING btree ("user_id","created_at");