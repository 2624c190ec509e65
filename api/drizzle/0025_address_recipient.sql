ALTER TABLE "user_addresses" ADD COLUMN "recipient_name" text;--> statement-breakpoint
ALTER TABLE "user_addresses" ADD COLUMN "recipient_phone" text;