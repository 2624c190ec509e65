CREATE TABLE "cook_days_off" (
	"cook_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "cook_days_off_cook_id_day_pk" PRIMARY KEY("cook_id","day")
);
--> statement-breakpoint
CREATE TABLE "cook_schedules" (
	"cook_id" integer PRIMARY KEY NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"lead_minutes" integer NOT NULL,
	"slot_minutes" integer NOT NULL,
	"orders_per_day" integer NOT NULL,
	"pickup" boolean NOT NULL,
	"delivery" boolean NOT NULL,
	"delivery_radius_km" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cook_schedules_lead_range" CHECK ("cook_schedules"."lead_minutes" between 0 and 2880),
	CONSTRAINT "cook_schedules_slot_grid" CHECK ("cook_schedules"."slot_minutes" between 15 and 240 and "cook_schedules"."slot_minutes" % 15 = 0),
	CONSTRAINT "cook_schedules_capacity_range" CHECK ("cook_schedules"."orders_per_day" between 1 and 200),
	CONSTRAINT "cook_schedules_radius_range" CHECK ("cook_schedules"."delivery_radius_km" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "cook_days_off" ADD CONSTRAINT "cook_days_off_cook_id_cooks_id_fk" FOREIGN KEY ("cook_id") REFERENCES "public"."cooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cook_schedules" ADD CONSTRAINT "cook_schedules_cook_id_cooks_id_fk" FOREIGN KEY ("cook_id") REFERENCES "public"."cooks"("id") ON DELETE cascade ON UPDATE no action;