-- The listing's nearest-first text search walks one index of dishes: each dish carries its cook's
-- region, point and activity (kept by the triggers below), indexed with GiST together with the text.
-- btree_gist lets the region (an integer) sit in the same GiST index as the point and the text.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "dish_facet_counts" (
	"main_city_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"preference_ids" integer[] NOT NULL,
	"price" integer NOT NULL,
	"dishes" integer NOT NULL,
	CONSTRAINT "dish_facet_counts_main_city_id_category_id_preference_ids_price_pk" PRIMARY KEY("main_city_id","category_id","preference_ids","price")
);--> statement-breakpoint
ALTER TABLE "dishes" ADD COLUMN "cook_main_city_id" integer;--> statement-breakpoint
ALTER TABLE "dishes" ADD COLUMN "cook_lat" double precision;--> statement-breakpoint
ALTER TABLE "dishes" ADD COLUMN "cook_lon" double precision;--> statement-breakpoint
ALTER TABLE "dishes" ADD COLUMN "cook_is_active" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dishes" ADD COLUMN "preference_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- Existing dishes take their cook's copies and their preferences before the indexes are built.
UPDATE dishes d SET cook_main_city_id = c.main_city_id, cook_lat = c.lat, cook_lon = c.lon, cook_is_active = c.is_active FROM cooks c WHERE c.id = d.cook_id;--> statement-breakpoint
UPDATE dishes d SET preference_ids = p.ids
  FROM (SELECT dish_id, array_agg(preference_id ORDER BY preference_id) AS ids FROM dish_preferences GROUP BY dish_id) p
 WHERE p.dish_id = d.id;--> statement-breakpoint
CREATE INDEX "dishes_listed_nearest_words" ON "dishes" USING gist (ll_to_earth("cook_lat", "cook_lon"),"cook_main_city_id","search_vector" tsvector_ops(siglen=248)) WHERE "dishes"."cook_is_active" and not "dishes"."is_hidden";--> statement-breakpoint
CREATE INDEX "dishes_listed_nearest_name" ON "dishes" USING gist (ll_to_earth("cook_lat", "cook_lon"),"cook_main_city_id","name" gist_trgm_ops(siglen=128)) WHERE "dishes"."cook_is_active" and not "dishes"."is_hidden";--> statement-breakpoint
-- A new dish, or one moved to another cook, copies the cook's region, point and activity.
CREATE FUNCTION povar_dish_copies_cook() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT main_city_id, lat, lon, is_active INTO NEW.cook_main_city_id, NEW.cook_lat, NEW.cook_lon, NEW.cook_is_active
    FROM cooks WHERE id = NEW.cook_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER dishes_copy_cook BEFORE INSERT OR UPDATE OF cook_id ON dishes FOR EACH ROW EXECUTE FUNCTION povar_dish_copies_cook();--> statement-breakpoint
-- A cook who moves, changes region, pauses or resumes passes it on to every dish of theirs.
CREATE FUNCTION povar_cook_passes_to_dishes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE dishes SET cook_main_city_id = NEW.main_city_id, cook_lat = NEW.lat, cook_lon = NEW.lon, cook_is_active = NEW.is_active
   WHERE cook_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER cooks_pass_to_dishes AFTER UPDATE OF main_city_id, lat, lon, is_active ON cooks FOR EACH ROW
  WHEN (OLD.main_city_id IS DISTINCT FROM NEW.main_city_id OR OLD.lat IS DISTINCT FROM NEW.lat OR OLD.lon IS DISTINCT FROM NEW.lon
        OR OLD.is_active IS DISTINCT FROM NEW.is_active)
  EXECUTE FUNCTION povar_cook_passes_to_dishes();--> statement-breakpoint
-- A dish's preferences, copied onto it as sorted ids once per statement (the cabinet replaces them in two).
CREATE FUNCTION povar_dish_preferences_copy(changed integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE dishes d SET preference_ids = ARRAY(SELECT p.preference_id FROM dish_preferences p WHERE p.dish_id = d.id ORDER BY p.preference_id)
   WHERE d.id = ANY(changed);
$$;--> statement-breakpoint
CREATE FUNCTION povar_dish_preferences_copied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM povar_dish_preferences_copy(ARRAY(SELECT DISTINCT dish_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM povar_dish_preferences_copy(ARRAY(SELECT dish_id FROM new_rows UNION SELECT dish_id FROM old_rows));
  ELSE
    PERFORM povar_dish_preferences_copy(ARRAY(SELECT DISTINCT dish_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER dish_preferences_copy_insert AFTER INSERT ON dish_preferences REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION povar_dish_preferences_copied();--> statement-breakpoint
CREATE TRIGGER dish_preferences_copy_update AFTER UPDATE ON dish_preferences REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION povar_dish_preferences_copied();--> statement-breakpoint
CREATE TRIGGER dish_preferences_copy_delete AFTER DELETE ON dish_preferences REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION povar_dish_preferences_copied();--> statement-breakpoint
-- The facet counts follow every listed dish: out of its old group, into its new one.
CREATE FUNCTION povar_dish_facet_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_listed boolean := TG_OP <> 'INSERT' AND OLD.cook_is_active AND NOT OLD.is_hidden;
  is_listed boolean := TG_OP <> 'DELETE' AND NEW.cook_is_active AND NOT NEW.is_hidden;
  left_in_group integer;
BEGIN
  IF was_listed AND is_listed AND OLD.cook_main_city_id = NEW.cook_main_city_id AND OLD.category_id = NEW.category_id
     AND OLD.preference_ids = NEW.preference_ids AND OLD.price = NEW.price THEN
    RETURN NULL;
  END IF;
  IF was_listed THEN
    UPDATE dish_facet_counts SET dishes = dishes - 1
     WHERE main_city_id = OLD.cook_main_city_id AND category_id = OLD.category_id AND preference_ids = OLD.preference_ids AND price = OLD.price
    RETURNING dishes INTO left_in_group;
    IF left_in_group = 0 THEN
      DELETE FROM dish_facet_counts
       WHERE main_city_id = OLD.cook_main_city_id AND category_id = OLD.category_id AND preference_ids = OLD.preference_ids AND price = OLD.price AND dishes = 0;
    END IF;
  END IF;
  IF is_listed THEN
    INSERT INTO dish_facet_counts (main_city_id, category_id, preference_ids, price, dishes)
    VALUES (NEW.cook_main_city_id, NEW.category_id, NEW.preference_ids, NEW.price, 1)
    ON CONFLICT (main_city_id, category_id, preference_ids, price) DO UPDATE SET dishes = dish_facet_counts.dishes + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER dishes_count_facets AFTER INSERT OR DELETE OR UPDATE OF cook_main_city_id, cook_is_active, is_hidden, category_id, price, preference_ids
  ON dishes FOR EACH ROW EXECUTE FUNCTION povar_dish_facet_counts_follow();--> statement-breakpoint
-- Counts every group again from the dishes: after a bulk load with triggers off (seed:scale), or to repair.
CREATE FUNCTION povar_recount_dish_facets() RETURNS void LANGUAGE sql AS $$
  DELETE FROM dish_facet_counts;
  INSERT INTO dish_facet_counts (main_city_id, category_id, preference_ids, price, dishes)
  SELECT cook_main_city_id, category_id, preference_ids, price, count(*) FROM dishes WHERE cook_is_active AND NOT is_hidden
   GROUP BY cook_main_city_id, category_id, preference_ids, price;
$$;--> statement-breakpoint
SELECT povar_recount_dish_facets();
