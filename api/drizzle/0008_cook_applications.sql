CREATE TABLE "cook_application_files" (
	"application_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "cook_application_files_application_id_file_id_pk" PRIMARY KEY("application_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "cook_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"name_and_surname" text NOT NULL,
	"speciality_id" integer,
	"speciality" text DEFAULT '' NOT NULL,
	"experience_years" integer NOT NULL,
	"telegram_account" text,
	"main_city_id" integer NOT NULL,
	"passport_verified" boolean DEFAULT false NOT NULL,
	"sanitary_verified" boolean DEFAULT false NOT NULL,
	"reject_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"cook_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"extension" text NOT NULL,
	"size" integer NOT NULL,
	"original_name" text NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "uploaded_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
-- No endpoint wrote the old text avatar, and a text URL is no spec 3 Image: start empty.
ALTER TABLE "users" ALTER COLUMN "avatar" SET DATA TYPE jsonb USING NULL;--> statement-breakpoint
ALTER TABLE "cooks" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "cook_application_files" ADD CONSTRAINT "cook_application_files_application_id_cook_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."cook_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cook_application_files" ADD CONSTRAINT "cook_application_files_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cook_applications" ADD CONSTRAINT "cook_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cook_applications" ADD CONSTRAINT "cook_applications_speciality_id_specialities_id_fk" FOREIGN KEY ("speciality_id") REFERENCES "public"."specialities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cook_applications" ADD CONSTRAINT "cook_applications_main_city_id_main_cities_id_fk" FOREIGN KEY ("main_city_id") REFERENCES "public"."main_cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cook_applications" ADD CONSTRAINT "cook_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cook_applications" ADD CONSTRAINT "cook_applications_cook_id_cooks_id_fk" FOREIGN KEY ("cook_id") REFERENCES "public"."cooks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cook_application_files_file" ON "cook_application_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cook_applications_one_pending" ON "cook_applications" USING btree ("user_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "cook_applications_user" ON "cook_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "cook_applications_status" ON "cook_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "uploaded_files_owner" ON "uploaded_files" USING btree ("owner_id","kind");--> statement-breakpoint
ALTER TABLE "cooks" ADD CONSTRAINT "cooks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooks" ADD CONSTRAINT "cooks_user_id_unique" UNIQUE("user_id");