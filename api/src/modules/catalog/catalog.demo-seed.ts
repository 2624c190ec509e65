// The catalogue's demo seed: the fixed vocabularies (categories, preferences, specialities) and, once per database, the demo
// cooks and dishes in the served regions, from a fixed-seed PRNG so every fresh machine gets the same data.
import { count, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { compilations, cooks, dishCategories, dishes, dishPreferences, mainCities, specialities, tastePreferences } from '../../db/schema.ts';
import { DISH_CATEGORIES, SPECIALITIES, TASTE_PREFERENCES } from '../../demo-world/catalog-taxonomy.ts';
import { insertStandInCookAccount } from '../../demo-world/cook-accounts.ts';
import { avatarImage, DEMO_AVATAR_VARIANTS, DEMO_IMAGE_VARIANTS, dishImage } from '../../demo-world/demo-images.ts';
import { DISH_FAMILIES, type DishFamily } from '../../demo-world/dish-families.ts';
import { ABOUT, FEMALE_NAMES, MALE_NAMES, SURNAMES } from '../../demo-world/people.ts';
import { createRandom, DEMO_EPOCH, type Random } from '../../demo-world/random.ts';
import { DEMO_REGIONS, STREETS } from '../../demo-world/regions.ts';

const METRES_PER_DEGREE = 111_320;
const DAY_MS = 86_400_000;

/** The fixed vocabularies (categories, preferences, specialities), inserted or refreshed by slug; answers slug → id for each. */
export async function seedCatalogVocabularies(orm: Orm) {
  return {
    categoryIds: await upsertBySlug(orm, dishCategories, DISH_CATEGORIES),
    preferenceIds: await upsertBySlug(orm, tastePreferences, TASTE_PREFERENCES),
    specialityIds: await upsertBySlug(orm, specialities, SPECIALITIES),
  };
}

export async function seedDemoCatalog(orm: Orm): Promise<void> {
  const { categoryIds, preferenceIds, specialityIds } = await seedCatalogVocabularies(orm);

  // The demo cooks are written once; a database that has any cooks (demo or real) is left as it is.
  const [existing] = await orm.select({ cooks: count() }).from(cooks);
  if ((existing?.cooks ?? 0) > 0) return;

  const random = createRandom(956);
  const regions = await orm
    .select({ id: mainCities.id, slug: mainCities.slug, lat: mainCities.lat, lon: mainCities.lon })
    .from(mainCities)
    .where(
      inArray(
        mainCities.slug,
        DEMO_REGIONS.map((region) => region.slug),
      ),
    );

  const recommendations: { cookId: number; name: string; dishIds: number[] }[] = [];
  const dishIdsByCategory = new Map<string, number[]>();
  let cardsWritten = 0;
  for (const plan of DEMO_REGIONS) {
    const region = regions.find((row) => row.slug === plan.slug);
    if (!region) continue;
    for (let index = 0; index < plan.cooks; index += 1) {
      const speciality = random.pick(SPECIALITIES);
      const cook = demoCook(random, plan.slug, region, plan.radiusMetres, index);
      // Every card has its account (cooks.user_id NOT NULL): a stand-in until the demo accounts step gives it a demo phone.
      cardsWritten += 1;
      const userId = await insertStandInCookAccount(orm, cardsWritten, cook);
      const [inserted] = await orm
        .insert(cooks)
        .values({ ...cook, mainCityId: region.id, specialityId: specialityIds.get(speciality.slug) ?? null, userId })
        .returning({ id: cooks.id });
      if (!inserted) continue;

      const families = DISH_FAMILIES.filter((family) => family.specialities.includes(speciality.slug));
      const pool = families.length >= 3 ? families : DISH_FAMILIES;
      const names = new Set<string>();
      const dishRows = [];
      const dishPreferenceSlugs: string[][] = [];
      for (let attempt = 0; dishRows.length < plan.dishesPerCook && attempt < plan.dishesPerCook * 6; attempt += 1) {
        // One dish in six comes from outside the speciality: home cooks rarely make only one kind of food.
        const family = random.chance(1 / 6) ? random.pick(DISH_FAMILIES) : random.pick(pool);
        const variant = random.pick(family.variants);
        if (names.has(variant.name)) continue;
        names.add(variant.name);
        dishRows.push({ ...demoDish(random, family, variant), cookId: inserted.id, categoryId: categoryIds.get(family.category) ?? 0 });
        dishPreferenceSlugs.push([...new Set([...family.preferences, ...(variant.preferences ?? [])])]);
      }
      const insertedDishes = await orm.insert(dishes).values(dishRows).returning({ id: dishes.id, categoryId: dishes.categoryId, isHidden: dishes.isHidden });
      const links = insertedDishes.flatMap((dish, position) =>
        (dishPreferenceSlugs[position] ?? []).map((slug) => ({ dishId: dish.id, preferenceId: preferenceIds.get(slug) ?? 0 })),
      );
      if (links.length > 0) await orm.insert(dishPreferences).values(links);

      const visible = insertedDishes.filter((dish) => !dish.isHidden);
      recommendations.push({ cookId: inserted.id, name: cook.name, dishIds: visible.slice(0, 3).map((dish) => dish.id) });
      for (const dish of visible) {
        const slug = DISH_CATEGORIES.find((category) => categoryIds.get(category.slug) === dish.categoryId)?.slug ?? '';
        dishIdsByCategory.set(slug, [...(dishIdsByCategory.get(slug) ?? []), dish.id]);
      }
    }
  }

  await orm.insert(compilations).values([
    ...recommendations.map((entry, position) => ({
      slug: `povar-rekomenduet-${entry.cookId}`,
      title: 'Повар рекомендует',
      cookId: entry.cookId,
      dishIds: entry.dishIds,
      sortOrder: position,
    })),
    {
      slug: 'k-chayu',
      title: 'К чаю',
      cookId: null,
      dishIds: [...(dishIdsByCategory.get('deserty') ?? []), ...(dishIdsByCategory.get('vypechka') ?? [])].filter((_, i) => i % 3 === 0),
      sortOrder: 1,
    },
    {
      slug: 'sytnyy-obed',
      title: 'Сытный обед',
      cookId: null,
      dishIds: [...(dishIdsByCategory.get('supy') ?? []), ...(dishIdsByCategory.get('vtorye-blyuda') ?? [])].filter((_, i) => i % 4 === 0),
      sortOrder: 2,
    },
    { slug: 'na-zavtrak', title: 'На завтрак', cookId: null, dishIds: (dishIdsByCategory.get('zavtraki') ?? []).filter((_, i) => i % 2 === 0), sortOrder: 3 },
  ]);
  // Until tables have statistics the planner takes them for nearly empty and picks nested loops that
  // rerun whole subqueries per row; autovacuum gets to them late or never (PGlite has none).
  await orm.execute(
    sql`analyze ${cooks}, ${dishes}, ${dishPreferences}, ${compilations}, ${dishCategories}, ${tastePreferences}, ${specialities}, ${mainCities}`,
  );
}

/** Inserts missing vocabulary entries and refreshes titles and order of existing ones; answers slug → id. */
async function upsertBySlug(
  orm: Orm,
  table: typeof dishCategories | typeof tastePreferences | typeof specialities,
  entries: readonly { slug: string; title: string }[],
): Promise<Map<string, number>> {
  const rows = await orm
    .insert(table)
    .values(entries.map((entry, position) => ({ ...entry, sortOrder: position })))
    .onConflictDoUpdate({ target: table.slug, set: { title: sql`excluded.title`, sortOrder: sql`excluded.sort_order` } })
    .returning({ id: table.id, slug: table.slug });
  return new Map(rows.map((row) => [row.slug, row.id]));
}

function demoCook(random: Random, regionSlug: string, centre: { lat: number; lon: number }, radiusMetres: number, index: number) {
  const female = random.chance(0.75);
  const surname = random.pick(SURNAMES);
  const name = `${random.pick(female ? FEMALE_NAMES : MALE_NAMES)} ${female ? `${surname}а` : surname}`;
  // sqrt spreads points evenly over the disc instead of crowding the centre.
  const distance = radiusMetres * Math.sqrt(random.next());
  const bearing = random.next() * 2 * Math.PI;
  const lat = centre.lat + (distance * Math.cos(bearing)) / METRES_PER_DEGREE;
  const lon = centre.lon + (distance * Math.sin(bearing)) / (METRES_PER_DEGREE * Math.cos((centre.lat * Math.PI) / 180));
  const verified = random.next();
  const card = {
    name,
    gender: female ? ('female' as const) : ('male' as const),
    experienceYears: random.int(1, 30),
    address: `${random.pick(STREETS[regionSlug] ?? ['ул. Центральная'])}, ${random.int(1, 180)}`,
    registeredAt: new Date(DEMO_EPOCH - random.int(10, 900) * DAY_MS),
    about: random.pick(ABOUT),
    lat: round(lat, 6),
    lon: round(lon, 6),
    passportVerified: verified < 0.7,
    sanitaryVerified: verified < 0.45,
    workAvailableAt: `${String(random.int(7, 11)).padStart(2, '0')}:00`,
    deliveryCost: random.pick([0, 9900, 14900, 19900, 24900]),
  };
  // Drawn and dropped: these two once made up the rating and reviews count, which now come from
  // the demo reviews (the reviews module's demo seed); drawing them keeps every later value as it always was.
  random.next();
  random.int(0, 240);
  return {
    ...card,
    // A few cooks paused their work: their dishes must not show up anywhere.
    isActive: index % 16 !== 7,
    // One cook in eight has no photo yet: the client shows the 'cook' placeholder for them.
    avatar: random.chance(1 / 8) ? null : avatarImage(random.int(0, DEMO_AVATAR_VARIANTS - 1)),
  };
}

function demoDish(random: Random, family: DishFamily, variant: { name: string; adds: string }) {
  const portions = random.int(2, 4);
  // Orders start at half a kilo; whole grams, rounded to tens as cooks write them.
  const weight = Math.max(500, Math.round((family.portionGrams * portions * (0.9 + random.next() * 0.3)) / 10) * 10);
  const portionPrice = family.portionPrice * (0.8 + random.next() * 0.45);
  const price = Math.round((portionPrice * portions) / 10) * 10 * 100;
  const grams = weight / 100;
  const composition = [family.composition, variant.adds].filter(Boolean).join(', ');
  return {
    name: variant.name,
    previewText: `${family.description}\nСостав: ${composition}.`,
    weight,
    weightUnit: weight >= 1000 ? 'кг' : 'г',
    quantity: portions,
    quantityUnit: 'порц.',
    cookingTime: Math.round((family.cookingMinutes * (0.8 + random.next() * 0.4)) / 5) * 5,
    price,
    calories: Math.round(family.kcal * grams),
    proteins: round(family.proteins * grams, 1),
    fats: round(family.fats * grams, 1),
    carbohydrates: round(family.carbohydrates * grams, 1),
    otherPreferences: random.chance(0.2) ? 'Могу приготовить без лука и чеснока' : '',
    images: [dishImage(family.category, random.int(0, DEMO_IMAGE_VARIANTS - 1))],
    isHidden: random.chance(0.05),
    createdAt: new Date(DEMO_EPOCH - random.int(0, 365) * DAY_MS - random.int(0, DAY_MS - 1)),
  };
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
