// `npm run seed:scale`: fills a PostgreSQL database with a large catalogue (100,000 cooks and 3,000,000 dishes by default) for load and query-plan measurements, set-based in SQL.
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { DISH_CATEGORIES, SPECIALITIES } from '../../demo-world/catalog-taxonomy.ts';
import { STAND_IN_PHONE_PREFIX } from '../../demo-world/cook-accounts.ts';
import { avatarImage, DEMO_AVATAR_VARIANTS, DEMO_IMAGE_VARIANTS, dishImage } from '../../demo-world/demo-images.ts';
import { DISH_FAMILIES } from '../../demo-world/dish-families.ts';
import { ABOUT, FEMALE_NAMES, MALE_NAMES, SURNAMES } from '../../demo-world/people.ts';
import { DEMO_EPOCH } from '../../demo-world/random.ts';
import { STREETS } from '../../demo-world/regions.ts';
import { seedCatalogVocabularies } from '../../modules/catalog/index.ts';
import { migratePostgres } from '../../db/migrate.ts';
import * as schema from '../../db/schema.ts';
import { seedMainCities } from '../seed.ts';

/** How the cooks spread over the served regions: share of all cooks, and how far from the centre they live. */
const REGION_SPREAD: Record<string, { share: number; radiusMetres: number }> = {
  tyumen: { share: 0.4, radiusMetres: 12_000 },
  ekaterinburg: { share: 0.35, radiusMetres: 16_000 },
  omsk: { share: 0.25, radiusMetres: 14_000 },
};
/** Shares as in the demo: a few cooks paused their work, one dish in twenty is hidden. */
const INACTIVE_COOKS = 0.06;
const HIDDEN_DISHES = 0.05;
/** Dishes are written in chunks of this many rows, two at a time, so progress shows and both cores compute the search vectors. */
const DISH_CHUNK = 250_000;
const WORKERS = 2;
/**
 * Bulk loading and index builds on this machine's memory; set for the seed's own connections only.
 * session_replication_role=replica keeps the tables' triggers quiet for these connections: the
 * inserts write the dishes' copies of their cook and preferences themselves, the facet counts are
 * recounted once at the end, and a row-by-row trigger for 3,000,000 dishes would take longer than the load.
 */
const SESSION_OPTIONS = '-c maintenance_work_mem=1GB -c work_mem=256MB -c synchronous_commit=off -c session_replication_role=replica';
/** Helper tables live only while the seed runs; `_scale_saved_ddl` outlives an interrupted run so the next one restores the indexes. */
const HELPER_TABLES = ['_scale_regions', '_scale_variants', '_scale_speciality_pool'];
const CATALOGUE_TABLES = ['cooks', 'dishes', 'dish_preferences', 'compilations'];

const USAGE = `Usage: DATABASE_URL=postgres://… npm run seed:scale -- [--cooks 100000] [--dishes 3000000] [--reset]
Empties the catalogue tables (cooks, dishes, their preferences and compilations) of that PostgreSQL
database and fills them with generated cooks and dishes; regions and vocabularies are kept. --reset is
the default and only says so.`;

const started = performance.now();
const elapsed = (from = started) => `${((performance.now() - from) / 1000).toFixed(1)} s`;
const log = (line: string) => console.log(`[${elapsed()}] ${line}`);

async function step<T>(label: string, action: () => Promise<T>): Promise<T> {
  const from = performance.now();
  log(`${label}…`);
  const result = await action();
  log(`${label}: done in ${elapsed(from)}`);
  return result;
}

function parseOptions(): { cooks: number; dishes: number; databaseUrl: string } {
  const { values } = parseArgs({
    options: {
      cooks: { type: 'string', default: '100000' },
      dishes: { type: 'string', default: '3000000' },
      reset: { type: 'boolean', default: true },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const cooks = Number(values.cooks);
  const dishes = Number(values.dishes);
  if (!Number.isInteger(cooks) || cooks < 1 || !Number.isInteger(dishes) || dishes < 0)
    fail(`--cooks and --dishes take whole numbers (cooks at least 1).\n${USAGE}`);
  const databaseUrl = process.env.DATABASE_URL ?? '';
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
    fail(
      'seed:scale fills a PostgreSQL database: set DATABASE_URL=postgres://user@host:5432/database (an empty database of its own, e.g. povar_scale).\n' +
        'PGlite is not supported: millions of rows in the embedded WASM database would take far too long and say nothing about production.',
    );
  }
  return { cooks, dishes, databaseUrl };
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const { cooks: cookCount, dishes: dishCount, databaseUrl } = parseOptions();
const pool = new pg.Pool({ connectionString: databaseUrl, max: WORKERS + 1, options: SESSION_OPTIONS });
pool.on('error', (error) => console.error('PostgreSQL pool:', error.message));
const query = (text: string, values?: unknown[]) => pool.query(text, values);

try {
  const target = new URL(databaseUrl);
  log(
    `seed:scale into ${target.pathname.slice(1)} on ${target.hostname}:${target.port || 5432}: ${cookCount.toLocaleString('en')} cooks, ${dishCount.toLocaleString('en')} dishes`,
  );

  const ids = await step('migrations, regions and vocabularies', async () => {
    const client = await pool.connect();
    try {
      const orm = drizzle({ client, schema });
      await migratePostgres(orm);
      await seedMainCities(orm);
      return await seedCatalogVocabularies(orm);
    } finally {
      client.release();
    }
  });

  await step('emptying the catalogue tables', () => query(`TRUNCATE ${CATALOGUE_TABLES.join(', ')} RESTART IDENTITY CASCADE`));
  const saved = await step('setting secondary indexes and foreign keys aside for the load', setIndexesAside);
  await step('helper tables', () => createHelperTables(ids));
  await step(`${cookCount.toLocaleString('en')} cook accounts`, insertCookAccounts);
  await step(`${cookCount.toLocaleString('en')} cooks`, () => insertCooks(ids.specialityIds));
  await step(`${dishCount.toLocaleString('en')} dishes`, insertDishes);
  await step('dish preferences', insertDishPreferences);
  await step('facet counts', () => query('SELECT povar_recount_dish_facets()'));
  await step('main-page compilations', insertCompilations);
  await step(`rebuilding ${saved.indexes} indexes and ${saved.foreignKeys} foreign keys`, restoreIndexes);
  await step('sequences past the generated ids', () =>
    query(`SELECT setval(pg_get_serial_sequence('cooks', 'id'), greatest((SELECT max(id) FROM cooks), 1)),
                  setval(pg_get_serial_sequence('dishes', 'id'), greatest((SELECT max(id) FROM dishes), 1))`),
  );
  await step('dropping helper tables', () => query(`DROP TABLE IF EXISTS ${HELPER_TABLES.join(', ')}`));
  // VACUUM sets the visibility map and hint bits, as on a database that has been live for a while; ANALYZE gives the planner its statistics.
  await step('VACUUM (ANALYZE)', () => query('VACUUM (ANALYZE)'));

  const { rows } = await query(`SELECT (SELECT count(*) FROM cooks)::int AS cooks, (SELECT count(*) FROM cooks WHERE NOT is_active)::int AS inactive,
      (SELECT count(*) FROM dishes)::int AS dishes, (SELECT count(*) FROM dishes WHERE is_hidden)::int AS hidden,
      (SELECT count(*) FROM dish_preferences)::int AS preferences, pg_size_pretty(pg_database_size(current_database())) AS size`);
  const totals = rows[0] as Record<string, number | string>;
  log(
    `finished in ${elapsed()}: ${totals.cooks} cooks (${totals.inactive} inactive), ${totals.dishes} dishes (${totals.hidden} hidden), ` +
      `${totals.preferences} dish preferences; database size ${totals.size}`,
  );
} finally {
  await pool.end();
}

/**
 * Secondary indexes and foreign keys make a bulk load several times slower than building them once
 * afterwards. Their definitions (as the migrations made them) are kept in `_scale_saved_ddl` before
 * they are dropped, so an interrupted run is repaired by the next one.
 */
async function setIndexesAside(): Promise<{ indexes: number; foreignKeys: number }> {
  const tables = CATALOGUE_TABLES.map((table) => `'${table}'::regclass`).join(', ');
  await query(
    'CREATE TABLE IF NOT EXISTS _scale_saved_ddl (kind text NOT NULL, table_name text NOT NULL, name text NOT NULL, ddl text NOT NULL, cost bigint NOT NULL)',
  );
  const { rows: pending } = await query('SELECT count(*)::int AS count FROM _scale_saved_ddl');
  if ((pending[0] as { count: number }).count === 0) {
    await query(`INSERT INTO _scale_saved_ddl
      SELECT 'index', i.indrelid::regclass::text, c.relname, pg_get_indexdef(i.indexrelid), pg_relation_size(i.indexrelid)
        FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
       WHERE i.indrelid IN (${tables}) AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`);
    await query(`INSERT INTO _scale_saved_ddl
      SELECT 'foreign key', conrelid::regclass::text, conname, pg_get_constraintdef(oid), 0
        FROM pg_constraint WHERE contype = 'f' AND (conrelid IN (${tables}) OR confrelid IN (${tables}))`);
  }
  const { rows } = await query('SELECT kind, table_name, name FROM _scale_saved_ddl');
  const saved = rows as { kind: string; table_name: string; name: string }[];
  for (const entry of saved.filter((row) => row.kind === 'foreign key'))
    await query(`ALTER TABLE ${entry.table_name} DROP CONSTRAINT IF EXISTS "${entry.name}"`);
  for (const entry of saved.filter((row) => row.kind === 'index')) await query(`DROP INDEX IF EXISTS "${entry.name}"`);
  return { indexes: saved.filter((row) => row.kind === 'index').length, foreignKeys: saved.filter((row) => row.kind === 'foreign key').length };
}

async function restoreIndexes(): Promise<void> {
  // The GiST and GIN indexes of dishes take longest: start them first, one per connection, and the small ones fill in.
  const { rows } = await query(`SELECT name, ddl FROM _scale_saved_ddl WHERE kind = 'index'
     ORDER BY table_name = 'dishes' AND ddl ~* 'USING gi(n|st)' DESC, ddl ILIKE '%USING gist%' DESC, table_name = 'dishes' DESC, name`);
  const queue = [...(rows as { name: string; ddl: string }[])];
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        const from = performance.now();
        await query(entry.ddl);
        log(`  index ${entry.name} in ${elapsed(from)}`);
      }
    }),
  );
  const { rows: keys } = await query(`SELECT table_name, name, ddl FROM _scale_saved_ddl WHERE kind = 'foreign key'`);
  for (const key of keys as { table_name: string; name: string; ddl: string }[]) {
    await query(`ALTER TABLE ${key.table_name} ADD CONSTRAINT "${key.name}" ${key.ddl}`);
  }
  await query('DROP TABLE _scale_saved_ddl');
}

/** The demo's regions, dish variants and speciality pools as small tables the set-based inserts join to. */
async function createHelperTables(ids: { categoryIds: Map<string, number>; preferenceIds: Map<string, number>; specialityIds: Map<string, number> }) {
  await query(`DROP TABLE IF EXISTS ${HELPER_TABLES.join(', ')}`);

  const { rows: served } = await query('SELECT id, slug, lat, lon FROM main_cities WHERE is_served ORDER BY sort_order');
  const regions = (served as { id: number; slug: string; lat: number; lon: number }[]).filter((region) => REGION_SPREAD[region.slug]);
  if (regions.length === 0) throw new Error('no served region to put cooks in');
  const totalShare = regions.reduce((sum, region) => sum + (REGION_SPREAD[region.slug]?.share ?? 0), 0);
  let from = 0;
  const regionRows = regions.map((region) => {
    const spread = REGION_SPREAD[region.slug] ?? { share: 0, radiusMetres: 0 };
    const row = {
      ...region,
      share_from: from,
      share_to: from + spread.share / totalShare,
      radius: spread.radiusMetres,
      streets: STREETS[region.slug] ?? ['ул. Центральная'],
    };
    from = row.share_to;
    return row;
  });
  (regionRows.at(-1) as { share_to: number }).share_to = 1.01;
  await query(
    `CREATE UNLOGGED TABLE _scale_regions AS
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(id int, lat float8, lon float8, share_from float8, share_to float8, radius float8, streets text[])`,
    [JSON.stringify(regionRows.map((row) => ({ ...row, streets: row.streets })))],
  );

  const variants = DISH_FAMILIES.flatMap((family) => family.variants.map((variant) => ({ family, variant }))).map(({ family, variant }, index) => ({
    id: index + 1,
    name: variant.name,
    preview_text: `${family.description}\nСостав: ${[family.composition, variant.adds].filter(Boolean).join(', ')}.`,
    category_id: ids.categoryIds.get(family.category),
    // Ascending, as dishes.preference_ids keeps them.
    preference_ids: [...new Set([...family.preferences, ...(variant.preferences ?? [])])]
      .map((slug) => preferenceId(ids.preferenceIds, slug))
      .sort((a, b) => a - b),
    portion_grams: family.portionGrams,
    portion_price: family.portionPrice,
    kcal: family.kcal,
    proteins: family.proteins,
    fats: family.fats,
    carbohydrates: family.carbohydrates,
    cooking_minutes: family.cookingMinutes,
    images: Array.from({ length: DEMO_IMAGE_VARIANTS }, (_, image) => [dishImage(family.category, image)]),
    family,
  }));
  await query(
    `CREATE UNLOGGED TABLE _scale_variants AS
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS v(id int, name text, preview_text text, category_id int, preference_ids int[],
         portion_grams int, portion_price int, kcal float8, proteins float8, fats float8, carbohydrates float8, cooking_minutes int, images jsonb)`,
    [JSON.stringify(variants.map(({ family: _family, ...row }) => row))],
  );

  // As in the demo: a cook's dishes come from the families of their speciality (all of them when it has fewer than three).
  const pools = SPECIALITIES.map((speciality) => {
    const own = DISH_FAMILIES.filter((family) => family.specialities.includes(speciality.slug));
    const families = own.length >= 3 ? own : DISH_FAMILIES;
    return { speciality_id: ids.specialityIds.get(speciality.slug), variant_ids: variants.filter((row) => families.includes(row.family)).map((row) => row.id) };
  });
  await query(
    `CREATE UNLOGGED TABLE _scale_speciality_pool AS
       SELECT speciality_id, variant_ids, cardinality(variant_ids) AS size FROM jsonb_to_recordset($1::jsonb) AS p(speciality_id int, variant_ids int[])`,
    [JSON.stringify(pools)],
  );
  await query('ANALYZE _scale_regions, _scale_variants, _scale_speciality_pool');
  if (DISH_CATEGORIES.some((category) => !ids.categoryIds.has(category.slug))) throw new Error('a dish category is missing');
}

function preferenceId(preferenceIds: Map<string, number>, slug: string): number {
  const id = preferenceIds.get(slug);
  if (id === undefined) throw new Error(`taste preference ${slug} is missing`);
  return id;
}

/**
 * Every card has its account (cooks.user_id NOT NULL): cook g gets the stand-in account of number
 * '+7000…g' (demo-world/cook-accounts.ts), one nobody can sign in with. A re-run finds the accounts of the
 * last run (the cooks were emptied, the accounts kept) and reuses them.
 */
async function insertCookAccounts(): Promise<void> {
  await query(
    `INSERT INTO users (phone, name, is_cook)
     SELECT '${STAND_IN_PHONE_PREFIX}' || lpad(g::text, 7, '0'), 'Повар', true FROM generate_series(1, ${cookCount}) AS g
     ON CONFLICT (phone) DO NOTHING`,
  );
}

/** Every cook in one statement: region by share, a point spread evenly over a disc around its centre, the demo's names and numbers. */
async function insertCooks(specialityIds: Map<string, number>): Promise<void> {
  // One string, so setseed and the insert share a connection: the same arguments give the same cooks.
  await query(
    `SELECT setseed(0.956);
     INSERT INTO cooks (id, name, avatar, speciality_id, experience_years, address, registered_at, about, main_city_id, lat, lon,
                        passport_verified, sanitary_verified, work_available_at, delivery_cost, rating, reviews_count, is_active, user_id, gender)
     SELECT s.g,
            CASE WHEN s.r_female < 0.75 THEN ${pick('female', 's.r_first')} || ' ' || ${pick('surnames', 's.r_surname')} || 'а'
                 ELSE ${pick('male', 's.r_first')} || ' ' || ${pick('surnames', 's.r_surname')} END,
            CASE WHEN s.r_avatar < 0.125 THEN NULL ELSE avatars.list -> floor(s.r_avatar_k * jsonb_array_length(avatars.list))::int END,
            ${pick('specialities', 's.r_speciality')},
            1 + floor(s.r_experience * 30)::int,
            r.streets[1 + floor(s.r_street * cardinality(r.streets))::int] || ', ' || (1 + floor(s.r_house * 180)::int),
            to_timestamp(${DEMO_EPOCH / 1000}) - (10 + floor(s.r_registered * 1500)) * interval '1 day',
            ${pick('about', 's.r_about')},
            r.id,
            round((r.lat + r.radius * sqrt(s.r_distance) * cos(s.r_bearing) / 111320)::numeric, 6)::float8,
            round((r.lon + r.radius * sqrt(s.r_distance) * sin(s.r_bearing) / (111320 * cos(radians(r.lat))))::numeric, 6)::float8,
            s.r_verified < 0.7, s.r_verified < 0.45,
            make_time(7 + floor(s.r_work * 5)::int, 0, 0),
            (ARRAY[0, 9900, 14900, 19900, 24900])[1 + floor(s.r_delivery * 5)::int],
            round((3.6 + s.r_rating * 1.4)::numeric, 2),
            floor(s.r_reviews * 241)::int,
            s.r_active >= ${INACTIVE_COOKS},
            accounts.id,
            CASE WHEN s.r_female < 0.75 THEN 'female' ELSE 'male' END
       FROM (SELECT g, random() AS r_region, random() AS r_female, random() AS r_first, random() AS r_surname, random() AS r_avatar,
                    random() AS r_avatar_k, random() AS r_speciality, random() AS r_experience, random() AS r_street, random() AS r_house,
                    random() AS r_registered, random() AS r_about, random() AS r_distance, random() * 2 * pi() AS r_bearing,
                    random() AS r_verified, random() AS r_work, random() AS r_delivery, random() AS r_rating, random() AS r_reviews, random() AS r_active
               FROM generate_series(1, ${cookCount}) AS g) AS s
       JOIN _scale_regions r ON s.r_region >= r.share_from AND s.r_region < r.share_to
       JOIN users accounts ON accounts.phone = '${STAND_IN_PHONE_PREFIX}' || lpad(s.g::text, 7, '0')
      CROSS JOIN (SELECT '${JSON.stringify(Array.from({ length: DEMO_AVATAR_VARIANTS }, (_, variant) => avatarImage(variant)))}'::jsonb AS list) AS avatars
      CROSS JOIN (SELECT ${textArray(FEMALE_NAMES)} AS female, ${textArray(MALE_NAMES)} AS male, ${textArray(SURNAMES)} AS surnames,
                         ${textArray(ABOUT)} AS about, ARRAY[${[...specialityIds.values()].join(', ')}]::int[] AS specialities) AS words`,
  );
}

/** An element of a words array chosen by a random number in [0, 1). */
function pick(array: string, random: string): string {
  return `words.${array}[1 + floor(${random} * cardinality(words.${array}))::int]`;
}

/** A literal text[]; the lists are the project's own, quotes doubled all the same. */
function textArray(items: readonly string[]): string {
  return `ARRAY[${items.map((item) => `'${item.replaceAll("'", "''")}'`).join(', ')}]::text[]`;
}

/**
 * Dishes by id range, two ranges at a time. A dish belongs to a random cook (about dishes/cooks each)
 * and is a variant from that cook's speciality pool, one in six from anywhere; weight, price, time and
 * nutrition follow the family like the demo's, and the search vector is computed by the table itself. The
 * copies of the cook (region, point, activity) and of the preferences are written here, the triggers being off.
 */
async function insertDishes(): Promise<void> {
  const chunks: [number, number][] = [];
  for (let first = 1; first <= dishCount; first += DISH_CHUNK) chunks.push([first, Math.min(dishCount, first + DISH_CHUNK - 1)]);
  let written = 0;
  const from = performance.now();
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) {
        const [first, last] = chunk;
        // setseed per chunk (same string, same connection): the same arguments give the same dishes.
        await query(
          `SELECT setseed(${first / (dishCount + 1)});
           INSERT INTO dishes (id, cook_id, category_id, name, preview_text, weight, weight_unit, quantity, quantity_unit, cooking_time, price,
                               calories, proteins, fats, carbohydrates, other_preferences, images, is_hidden, created_at,
                               cook_main_city_id, cook_lat, cook_lon, cook_is_active, preference_ids)
           SELECT p.id, p.cook_id, v.category_id, v.name, v.preview_text,
                  w.grams, CASE WHEN w.grams >= 1000 THEN 'кг' ELSE 'г' END, p.portions, 'порц.',
                  greatest(5, round(v.cooking_minutes * (0.8 + p.r_time * 0.4) / 5) * 5)::int,
                  (round(v.portion_price * (0.8 + p.r_price * 0.45) * p.portions / 10) * 10 * 100)::int,
                  round(v.kcal * w.grams / 100)::int,
                  round((v.proteins * w.grams / 100)::numeric, 1), round((v.fats * w.grams / 100)::numeric, 1), round((v.carbohydrates * w.grams / 100)::numeric, 1),
                  CASE WHEN p.r_other < 0.2 THEN 'Могу приготовить без лука и чеснока' ELSE '' END,
                  v.images -> p.image,
                  p.r_hidden < ${HIDDEN_DISHES},
                  to_timestamp(${DEMO_EPOCH / 1000}) - p.r_created * interval '365 days',
                  c.main_city_id, c.lat, c.lon, c.is_active, v.preference_ids
             FROM (SELECT g AS id, 1 + floor(random() * ${cookCount})::int AS cook_id, random() AS r_anywhere, random() AS r_variant,
                          2 + floor(random() * 3)::int AS portions, random() AS r_weight, random() AS r_price, random() AS r_time,
                          random() AS r_other, random() AS r_hidden, random() AS r_created, floor(random() * ${DEMO_IMAGE_VARIANTS})::int AS image
                     FROM generate_series(${first}, ${last}) AS g) AS p
             JOIN cooks c ON c.id = p.cook_id
             JOIN _scale_speciality_pool sp ON sp.speciality_id = c.speciality_id
             JOIN _scale_variants v ON v.id = CASE WHEN p.r_anywhere < 1.0 / 6 THEN 1 + floor(p.r_variant * (SELECT count(*) FROM _scale_variants))::int
                                                  ELSE sp.variant_ids[1 + floor(p.r_variant * sp.size)::int] END
            CROSS JOIN LATERAL (SELECT greatest(500, round(v.portion_grams * p.portions * (0.9 + p.r_weight * 0.3) / 10) * 10)::int AS grams) AS w`,
        );
        written += last - first + 1;
        const rate = written / ((performance.now() - from) / 1000);
        log(
          `  dishes ${written.toLocaleString('en')} / ${dishCount.toLocaleString('en')} (${Math.round((written / dishCount) * 100)}%), ${Math.round(rate).toLocaleString('en')} rows/s`,
        );
      }
    }),
  );
}

/** Names are unique across the demo's variants, so a dish's name tells its variant and so its preferences. */
async function insertDishPreferences(): Promise<void> {
  const span = Math.ceil(dishCount / WORKERS);
  await Promise.all(
    Array.from({ length: WORKERS }, (_, worker) =>
      query(
        `INSERT INTO dish_preferences (dish_id, preference_id)
         SELECT d.id, unnest(v.preference_ids) FROM dishes d JOIN _scale_variants v ON v.name = d.name
          WHERE d.id BETWEEN $1 AND $2`,
        [worker * span + 1, (worker + 1) * span],
      ),
    ),
  );
}

/** The demo's main-page compilations, each a sample of visible dishes of its categories spread over the regions. */
async function insertCompilations(): Promise<void> {
  const compilation = (slug: string, title: string, categories: string[], sortOrder: number) =>
    query(
      `INSERT INTO compilations (slug, title, cook_id, dish_ids, sort_order)
       SELECT $1, $2, NULL, coalesce(array_agg(d.id ORDER BY d.id), '{}'), $4
         FROM dishes d JOIN dish_categories k ON k.id = d.category_id
        WHERE k.slug = ANY($3::text[]) AND NOT d.is_hidden AND d.id % 997 = 0`,
      [slug, title, categories, sortOrder],
    );
  await compilation('k-chayu', 'К чаю', ['deserty', 'vypechka'], 1);
  await compilation('sytnyy-obed', 'Сытный обед', ['supy', 'vtorye-blyuda'], 2);
  await compilation('na-zavtrak', 'На завтрак', ['zavtraki'], 3);
}
