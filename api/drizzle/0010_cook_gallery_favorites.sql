CREATE TABLE "cook_gallery" (
	"id" serial PRIMARY KEY NOT NULL,
	"cook_id" integer NOT NULL,
	"kind" text NOT NULL,
	"image" jsonb,
	"href" text NOT NULL,
	"extension" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorite_cooks" (
	"user_id" integer NOT NULL,
	"cook_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favorite_cooks_user_id_cook_id_pk" PRIMARY KEY("user_id","cook_id")
);
--> statement-breakpoint
CREATE TABLE "favorite_dishes" (
	"user_id" integer NOT NULL,
	"dish_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favorite_dishes_user_id_dish_id_pk" PRIMARY KEY("user_id","dish_id")
);
--> statement-breakpoint
ALTER TABLE "cook_gallery" ADD CONSTRAINT "cook_gallery_cook_id_cooks_id_fk" FOREIGN KEY ("cook_id") REFERENCES "public"."cooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_cooks" ADD CONSTRAINT "favorite_cooks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_cooks" ADD CONSTRAINT "favorite_cooks_cook_id_cooks_id_fk" FOREIGN KEY ("cook_id") REFERENCES "public"."cooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_dishes" ADD CONSTRAINT "favorite_dishes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_dishes" ADD CONSTRAINT "favorite_dishes_dish_id_dishes_id_fk" FOREIGN KEY ("dish_id") REFERENCES "public"."dishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cook_gallery_cook" ON "cook_gallery" USING btree ("cook_id","kind","position");--> statement-breakpoint
CREATE INDEX "favorite_cooks_user_created" ON "favorite_cooks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "favorite_dishes_user_created" ON "favorite_dishes" USING btree ("user_id","created_at");