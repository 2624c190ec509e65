-- Cooks may record their gender, so texts that name the cook agree with it ('получила'/'получил'); cards written before stay null.
ALTER TABLE "cooks" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "cooks" ADD CONSTRAINT "cooks_gender_known" CHECK ("cooks"."gender" in ('female', 'male'));