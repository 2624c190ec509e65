-- Public reads are cached in every API instance (plugins/public-cache.ts). A change to what they
-- show announces itself here, on commit, on the channel povar_catalogue: the ids of the regions
-- whose answers changed ('956,1024'), or '*' when every cached answer may have. Statement-level
-- triggers over transition tables: a statement touching a million rows sends one notification.
CREATE FUNCTION povar_announce_regions(region_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF region_ids IS NOT NULL AND cardinality(region_ids) > 0 THEN
    PERFORM pg_notify('povar_catalogue', array_to_string(region_ids, ','));
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION povar_catalogue_changed_everywhere() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('povar_catalogue', '*');
  RETURN NULL;
END $$;--> statement-breakpoint
-- The cooks' own rows: the regions they were in before and are in now.
CREATE FUNCTION povar_cooks_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM povar_announce_regions(ARRAY(SELECT DISTINCT main_city_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM povar_announce_regions(ARRAY(SELECT main_city_id FROM new_rows UNION SELECT main_city_id FROM old_rows));
  ELSE
    PERFORM povar_announce_regions(ARRAY(SELECT DISTINCT main_city_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Rows that belong to a cook (cook_id): the cook's region. A main-page compilation has none: everywhere.
CREATE FUNCTION povar_cook_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    changed := ARRAY(SELECT DISTINCT cook_id FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    changed := ARRAY(SELECT cook_id FROM new_rows UNION SELECT cook_id FROM old_rows);
  ELSE
    changed := ARRAY(SELECT DISTINCT cook_id FROM old_rows);
  END IF;
  IF array_position(changed, NULL) IS NOT NULL THEN
    PERFORM pg_notify('povar_catalogue', '*');
  ELSE
    PERFORM povar_announce_regions(ARRAY(SELECT DISTINCT main_city_id FROM cooks WHERE id = ANY(changed)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A dish's taste preferences: the region of the dish's cook.
CREATE FUNCTION povar_dish_preferences_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    changed := ARRAY(SELECT DISTINCT dish_id FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    changed := ARRAY(SELECT dish_id FROM new_rows UNION SELECT dish_id FROM old_rows);
  ELSE
    changed := ARRAY(SELECT DISTINCT dish_id FROM old_rows);
  END IF;
  PERFORM povar_announce_regions(ARRAY(SELECT DISTINCT c.main_city_id FROM dishes d JOIN cooks c ON c.id = d.cook_id WHERE d.id = ANY(changed)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER cooks_announce_insert AFTER INSERT ON cooks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION povar_cooks_changed();--> statement-breakpoint
CREATE TRIGGER cooks_announce_update AFTER UPDATE ON cooks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION povar_cooks_changed();--> statement-breakpoint
CREATE TRIGGER cooks_announce_delete AFTER DELETE ON cooks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION povar_cooks_changed();--> statement-breakpoint
CREATE TRIGGER dishes_announce_insert AFTER INSERT ON dishes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION povar_cook_rows_changed();--> statement-breakpoint
CREATE TRIGGER dishes_announce_update AFTER UPDATE ON dishes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION povar_cook_rows_changed();--> statement-breakpoint
CREATE TRIGGER dishes_announce_delete AFTER DELETE ON dishes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION povar_cook_rows_changed();--> statement-breakpoint
CREATE TRIGGER compilations_announce_insert AFTER INSERT ON compilations REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION povar_cook_rows_changed();--> statement-breakpoint
CREATE TRIGGER compilations_announce_update AFTER UPDATE ON compilations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION povar_cook_rows_changed();--> statement-breakpoint
CREATE TRIGGER compilations_announce_delete AFTER DELETE ON compilations REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION povar_cook_rows_changed();--> statement-breakpoint
CREATE TRIGGER cook_gallery_announce_insert AFTER INSERT ON cook_gallery REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION povar_cook_rows_changed();--> statement-breakpoint
CREATE TRIGGER cook_gallery_announce_update AFTER UPDATE ON cook_gallery REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION povar_cook_rows_changed();--> statement-breakpoint
CREATE TRIGGER cook_gallery_announce_delete AFTER DELETE ON cook_gallery REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION povar_cook_rows_changed();--> statement-breakpoint
CREATE TRIGGER reviews_announce_insert AFTER INSERT ON reviews REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION povar_cook_rows_changed();--> statement-breakpoint
CREATE TRIGGER reviews_announce_update AFTER UPDATE ON reviews REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION povar_cook_rows_changed();--> statement-breakpoint
CREATE TRIGGER reviews_announce_delete AFTER DELETE ON reviews REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION povar_cook_rows_changed();--> statement-breakpoint
CREATE TRIGGER cook_schedules_announce_insert AFTER INSERT ON cook_schedules REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION povar_cook_rows_changed();--> statement-breakpoint
CREATE TRIGGER cook_schedules_announce_update AFTER UPDATE ON cook_schedules REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION povar_cook_rows_changed();--> statement-breakpoint
CREATE TRIGGER cook_schedules_announce_delete AFTER DELETE ON cook_schedules REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION povar_cook_rows_changed();--> statement-breakpoint
CREATE TRIGGER cook_days_off_announce_insert AFTER INSERT ON cook_days_off REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION povar_cook_rows_changed();--> statement-breakpoint
CREATE TRIGGER cook_days_off_announce_update AFTER UPDATE ON cook_days_off REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION povar_cook_rows_changed();--> statement-breakpoint
CREATE TRIGGER cook_days_off_announce_delete AFTER DELETE ON cook_days_off REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION povar_cook_rows_changed();--> statement-breakpoint
CREATE TRIGGER dish_preferences_announce_insert AFTER INSERT ON dish_preferences REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION povar_dish_preferences_changed();--> statement-breakpoint
CREATE TRIGGER dish_preferences_announce_update AFTER UPDATE ON dish_preferences REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION povar_dish_preferences_changed();--> statement-breakpoint
CREATE TRIGGER dish_preferences_announce_delete AFTER DELETE ON dish_preferences REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION povar_dish_preferences_changed();--> statement-breakpoint
CREATE TRIGGER main_cities_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON main_cities FOR EACH STATEMENT EXECUTE FUNCTION povar_catalogue_changed_everywhere();--> statement-breakpoint
CREATE TRIGGER dish_categories_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dish_categories FOR EACH STATEMENT EXECUTE FUNCTION povar_catalogue_changed_everywhere();--> statement-breakpoint
CREATE TRIGGER taste_preferences_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON taste_preferences FOR EACH STATEMENT EXECUTE FUNCTION povar_catalogue_changed_everywhere();--> statement-breakpoint
CREATE TRIGGER specialities_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON specialities FOR EACH STATEMENT EXECUTE FUNCTION povar_catalogue_changed_everywhere();--> statement-breakpoint
CREATE TRIGGER banners_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON banners FOR EACH STATEMENT EXECUTE FUNCTION povar_catalogue_changed_everywhere();--> statement-breakpoint
CREATE TRIGGER home_compilations_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON home_compilations FOR EACH STATEMENT EXECUTE FUNCTION povar_catalogue_changed_everywhere();--> statement-breakpoint
CREATE TRIGGER promo_card_compilations_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON promo_card_compilations FOR EACH STATEMENT EXECUTE FUNCTION povar_catalogue_changed_everywhere();--> statement-breakpoint
CREATE TRIGGER promo_cards_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON promo_cards FOR EACH STATEMENT EXECUTE FUNCTION povar_catalogue_changed_everywhere();--> statement-breakpoint
CREATE TRIGGER reels_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reels FOR EACH STATEMENT EXECUTE FUNCTION povar_catalogue_changed_everywhere();--> statement-breakpoint
CREATE TRIGGER seo_faqs_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON seo_faqs FOR EACH STATEMENT EXECUTE FUNCTION povar_catalogue_changed_everywhere();--> statement-breakpoint
CREATE TRIGGER site_settings_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_settings FOR EACH STATEMENT EXECUTE FUNCTION povar_catalogue_changed_everywhere();--> statement-breakpoint
CREATE TRIGGER text_pages_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON text_pages FOR EACH STATEMENT EXECUTE FUNCTION povar_catalogue_changed_everywhere();--> statement-breakpoint
CREATE TRIGGER main_promo_categories_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON main_promo_categories FOR EACH STATEMENT EXECUTE FUNCTION povar_catalogue_changed_everywhere();--> statement-breakpoint
-- Emptied tables (the scale seed starts over) have no rows to name regions by.
CREATE TRIGGER cooks_announce_truncate AFTER TRUNCATE ON cooks FOR EACH STATEMENT EXECUTE FUNCTION povar_catalogue_changed_everywhere();--> statement-breakpoint
CREATE TRIGGER dishes_announce_truncate AFTER TRUNCATE ON dishes FOR EACH STATEMENT EXECUTE FUNCTION povar_catalogue_changed_everywhere();--> statement-breakpoint
CREATE TRIGGER dish_preferences_announce_truncate AFTER TRUNCATE ON dish_preferences FOR EACH STATEMENT EXECUTE FUNCTION povar_catalogue_changed_everywhere();--> statement-breakpoint
CREATE TRIGGER compilations_announce_truncate AFTER TRUNCATE ON compilations FOR EACH STATEMENT EXECUTE FUNCTION povar_catalogue_changed_everywhere();--> statement-breakpoint
CREATE TRIGGER cook_gallery_announce_truncate AFTER TRUNCATE ON cook_gallery FOR EACH STATEMENT EXECUTE FUNCTION povar_catalogue_changed_everywhere();--> statement-breakpoint
CREATE TRIGGER reviews_announce_truncate AFTER TRUNCATE ON reviews FOR EACH STATEMENT EXECUTE FUNCTION povar_catalogue_changed_everywhere();--> statement-breakpoint
CREATE TRIGGER cook_schedules_announce_truncate AFTER TRUNCATE ON cook_schedules FOR EACH STATEMENT EXECUTE FUNCTION povar_catalogue_changed_everywhere();--> statement-breakpoint
CREATE TRIGGER cook_days_off_announce_truncate AFTER TRUNCATE ON cook_days_off FOR EACH STATEMENT EXECUTE FUNCTION povar_catalogue_changed_everywhere();--> statement-breakpoint
-- A reviewer's name and picture are shown under their reviews on the cook's page.
CREATE TRIGGER users_announce_public_face AFTER UPDATE OF name, avatar ON users FOR EACH STATEMENT EXECUTE FUNCTION povar_catalogue_changed_everywhere();
