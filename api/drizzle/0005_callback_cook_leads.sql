DROP INDEX "callback_requests_once";--> statement-breakpoint
ALTER TABLE "callback_requests" ALTER COLUMN "email" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "callback_requests" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "callback_requests" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "callback_requests_once" ON "callback_requests" USING btree ("type","email","phone","region_slug");