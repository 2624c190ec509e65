-- Every cook card gets the account that runs it. Cards written before this (the old demo catalogue
-- had one account for 84 cards) first get a stand-in account each: '+7000' and the card's id, a
-- number no subscriber holds and nobody can sign in with (db/demo/cook-accounts.ts); outside
-- production the demo seed then moves them to the demo range. Only then the column may be NOT NULL.
INSERT INTO "users" ("phone", "name", "about", "avatar", "is_cook", "passport_verified", "sanitary_verified", "register_date")
SELECT '+7000' || lpad("cooks"."id"::text, 7, '0'), "cooks"."name", "cooks"."about", "cooks"."avatar", true,
       "cooks"."passport_verified", "cooks"."sanitary_verified", "cooks"."registered_at"
  FROM "cooks"
 WHERE "cooks"."user_id" IS NULL
ON CONFLICT ("phone") DO NOTHING;--> statement-breakpoint
UPDATE "cooks" SET "user_id" = "users"."id"
  FROM "users"
 WHERE "cooks"."user_id" IS NULL
   AND "users"."phone" = '+7000' || lpad("cooks"."id"::text, 7, '0')
   AND NOT EXISTS (SELECT 1 FROM "cooks" AS "linked" WHERE "linked"."user_id" = "users"."id");--> statement-breakpoint
ALTER TABLE "cooks" DROP CONSTRAINT "cooks_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "cooks" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cooks" ADD CONSTRAINT "cooks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;
