// The reviews' demo seed (outside production, like the demo accounts): a pool of reviewer accounts, one
// completed order behind every review, 0-25 reviews per cook from a fixed-seed PRNG, and every
// cook's rating and reviews_count recomputed from them. The README's customer gets completed,
// unreviewed orders from three Tyumen cooks, so a visitor (or a journey) can write a review.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Image } from '@povar/shared-kit/contracts';
import type { Orm } from '../../db/client.ts';
import { cooks, dishes, mainCities, orders, reviews, users } from '../../db/schema.ts';
import { DEMO_ACCOUNTS } from '../../demo-world/demo-accounts.ts';
import { createRandom, DEMO_EPOCH, type Random } from '../../demo-world/random.ts';
import { DEMO_REGIONS } from '../../demo-world/regions.ts';
import { recomputeCookRatings } from './reviews.repository.ts';

/** Reviewers' phones: +7 997 000-00-01 and on, a range no test and no README account uses. */
const reviewerPhone = (index: number) => `+7997000${String(index + 1).padStart(4, '0')}`;
/** First name and initial, as people sign; two never gave a name and show as 'Покупатель'. */
export const REVIEWER_NAMES = [
  'Мария К.',
  'Дмитрий С.',
  'Екатерина В.',
  'Алексей П.',
  'Ольга Н.',
  'Игорь Т.',
  'Светлана М.',
  'Павел Р.',
  'Анастасия Л.',
  'Сергей Б.',
  'Юлия Д.',
  'Артём Ж.',
  'Ксения Ф.',
  'Михаил Г.',
  'Наталья Е.',
  'Владимир О.',
  'Дарья Ш.',
  'Андрей Ч.',
  'Елена З.',
  'Роман Ю.',
  'Татьяна Я.',
  'Николай А.',
  'Виктория Ц.',
  'Евгений Х.',
  'Ирина У.',
  'Константин И.',
  'Полина Щ.',
  'Максим Э.',
  'Людмила К.',
  'Руслан Г.',
  'Алина С.',
  'Тимофей М.',
  'Вера П.',
  'Григорий Л.',
  'Софья Н.',
  'Степан К.',
  'Диана Р.',
  'Илья В.',
  'Гульнара Х.',
  'Фёдор Б.',
  '',
  '',
];

/** Short texts people write, by the stars they gave. */
const TEXTS_BY_RATING: Record<number, readonly string[]> = {
  5: [
    'Очень вкусно, как у мамы! Обязательно закажу ещё.',
    'Всё свежее, порции большие, хватило на два дня.',
    'Заказывали на день рождения — гости просили рецепт.',
    'Борщ просто отличный, наваристый, со сметаной и чесночными пампушками.',
    'Пельмени ручной лепки, тесто тонкое, мяса много. Рекомендую!',
    'Спасибо за вкусный ужин, дети съели всё до крошки.',
    'Привезли точно ко времени, всё горячее. Очень довольны.',
    'Пирог с капустой — лучший, что я пробовала.',
    'Беру уже не первый раз, качество всегда на высоте.',
    'Вкусно, аккуратно упаковано, с запиской. Приятно!',
    'Торт нежный, не приторный, крем лёгкий. Все в восторге.',
    'Наконец-то нашли, где заказывать домашнюю еду на неделю.',
    'Котлеты сочные, пюре воздушное. Как в детстве.',
    'Повар учла все пожелания: без лука и поменьше соли.',
    'Плов рассыпчатый, мясо мягкое. Пять звёзд без сомнений.',
    'Сырники — мечта! Заказываем каждые выходные.',
    'Очень приятный повар, всё подробно рассказала про блюда.',
    'Голубцы как у бабушки, спасибо большое!',
  ],
  4: [
    'Вкусно, но хотелось бы чуть меньше соли.',
    'Всё понравилось, только доставка немного задержалась.',
    'Хорошая домашняя еда, порции могли бы быть побольше.',
    'Суп отличный, второе немного остыло в дороге.',
    'Вкусно и сытно. В следующий раз попробую выпечку.',
    'Салаты свежие, заправку лучше бы положить отдельно.',
    'Хорошо, но по цене чуть дороже, чем ожидала.',
    'Манты вкусные, тесто немного толстовато на мой вкус.',
  ],
  3: [
    'Нормально, но ожидала большего по описанию.',
    'Вкус неплохой, но мясо было жестковатым.',
    'Привезли на час позже, еда уже остыла.',
    'Обычно, ничего особенного. Может, попробую что-то другое.',
  ],
  2: ['Слишком жирно и солёно, доесть не смогли.', 'Порция заметно меньше, чем на фото.'],
  1: ['Заказ привезли с большим опозданием и не то, что заказывали.', 'К сожалению, блюдо было несвежим. Больше не закажу.'],
};

const ANSWERS = [
  'Спасибо за отзыв! Рада, что вам понравилось, жду снова.',
  'Благодарю! Передам детям, что пельмени одобрены.',
  'Спасибо, что написали. Учту ваши пожелания в следующий раз.',
  'Очень приятно, спасибо! Приходите за новым меню.',
  'Извините за задержку, в тот день был большой заказ. Исправлюсь!',
  'Спасибо за честный отзыв, поменьше соли — запомнила.',
];

/** The demo catalogue's cooks are the first this many by id; cards approved later (or a scale seed's) get no made-up reviews. */
const DEMO_COOKS = DEMO_REGIONS.reduce((total, region) => total + region.cooks, 0);
/** Per cook: 0 to this many reviews. */
const MAX_REVIEWS_PER_COOK = 25;
/** A share of cooks nearly everyone gives five stars ('Выбор покупателей' on the home page follows the ratings). */
const FAVOURITE_COOKS = 0.3;
const PHOTO_CHANCE = 0.12;
const ANSWER_CHANCE = 0.15;
/** The README's customer may review this many Tyumen cooks (the first by id). */
export const DEMO_CUSTOMER_REVIEWABLE_COOKS = 3;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A review and the completed order behind it, as the seed's one insert reads them. */
interface DemoReviewRow {
  customer_id: number;
  cook_id: number;
  /** Kopecks. */
  total: number;
  ordered_at: string;
  completed_at: string;
  rating: number;
  text: string;
  images: Image[];
  reviewed_at: string;
  answer_text: string | null;
  answered_at: string | null;
}

/** Mostly 5 and 4; a favourite cook gets 5 far more often. */
function drawRating(random: Random, fiveStars: number): number {
  const roll = random.next();
  if (roll < fiveStars) return 5;
  const rest = (roll - fiveStars) / (1 - fiveStars);
  if (rest < 0.7) return 4;
  if (rest < 0.88) return 3;
  return rest < 0.95 ? 2 : 1;
}

/** Fisher-Yates over a copy: `count` distinct entries. */
function pickDistinct<T>(random: Random, items: readonly T[], count: number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = random.int(0, index);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy.slice(0, count);
}

/**
 * Writes the reviewers, their orders and reviews in one transaction, once: a database that has
 * the first reviewer is left as it is. Then the demo cooks' rating and count are the reviews' own.
 */
export async function seedDemoReviews(orm: Orm): Promise<void> {
  const [seeded] = await orm
    .select({ total: count() })
    .from(users)
    .where(eq(users.phone, reviewerPhone(0)));
  if ((seeded?.total ?? 0) > 0) return;

  await orm.transaction(async (tx) => {
    const reviewers = await tx
      .insert(users)
      .values(
        REVIEWER_NAMES.map((name, index) => ({ phone: reviewerPhone(index), name, phoneVerified: true, registerDate: new Date(DEMO_EPOCH - 600 * DAY_MS) })),
      )
      .returning({ id: users.id });
    const cookRows = await tx.select({ id: cooks.id }).from(cooks).orderBy(asc(cooks.id)).limit(DEMO_COOKS);
    if (cookRows.length === 0) return;
    const cookIds = cookRows.map((cook) => cook.id);
    const dishRows = await tx
      .select({ cookId: dishes.cookId, images: dishes.images })
      .from(dishes)
      .where(and(inArray(dishes.cookId, cookIds), eq(dishes.isHidden, false)))
      .orderBy(asc(dishes.id));
    // A photo of a dish the cook really makes: the first picture of each visible dish.
    const photosByCook = new Map<number, Image[]>();
    for (const dish of dishRows) {
      const first = dish.images[0];
      if (first) photosByCook.set(dish.cookId, [...(photosByCook.get(dish.cookId) ?? []), first]);
    }

    const random = createRandom(3_000);
    const rows: DemoReviewRow[] = [];
    for (const cook of cookRows) {
      const fiveStars = random.chance(FAVOURITE_COOKS) ? 0.88 + random.next() * 0.1 : 0.35 + random.next() * 0.4;
      const authors = pickDistinct(random, reviewers, random.int(0, MAX_REVIEWS_PER_COOK));
      for (const author of authors) {
        const completedAt = DEMO_EPOCH - random.int(1, 540) * DAY_MS - random.int(0, 12) * HOUR_MS;
        const reviewedAt = completedAt + random.int(1, 72) * HOUR_MS;
        const rating = drawRating(random, fiveStars);
        const dishPhotos = photosByCook.get(cook.id) ?? [];
        const answered = random.chance(ANSWER_CHANCE);
        rows.push({
          customer_id: author.id,
          cook_id: cook.id,
          total: random.int(8, 45) * 10_000,
          ordered_at: new Date(completedAt - random.int(2, 6) * HOUR_MS).toISOString(),
          completed_at: new Date(completedAt).toISOString(),
          rating,
          text: random.pick(TEXTS_BY_RATING[rating] ?? []),
          images: dishPhotos.length > 0 && random.chance(PHOTO_CHANCE) ? pickDistinct(random, dishPhotos, random.int(1, 2)) : [],
          reviewed_at: new Date(reviewedAt).toISOString(),
          answer_text: answered ? random.pick(ANSWERS) : null,
          answered_at: answered ? new Date(reviewedAt + random.int(1, 48) * HOUR_MS).toISOString() : null,
        });
      }
    }
    // One statement from one JSON parameter: a thousand rows as bound parameters cost PGlite ten
    // times as long. Each reviewer reviews a cook at most once, so (customer, cook) finds the order.
    await tx.execute(sql`
      with data as (
        select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as d(
          customer_id int, cook_id int, total int, ordered_at timestamptz, completed_at timestamptz,
          rating smallint, text text, images jsonb, reviewed_at timestamptz, answer_text text, answered_at timestamptz)
      ),
      placed as (
        insert into ${orders} (customer_id, cook_id, status, total, dishes_sum, created_at, completed_at)
        select customer_id, cook_id, 'completed', total, total, ordered_at, completed_at from data
        returning id, customer_id, cook_id
      )
      insert into ${reviews} (cook_id, order_id, user_id, rating, text, images, created_at, answer_text, answered_at)
      select d.cook_id, placed.id, d.customer_id, d.rating, d.text, d.images, d.reviewed_at, d.answer_text, d.answered_at
      from data d join placed on placed.customer_id = d.customer_id and placed.cook_id = d.cook_id`);
    await recomputeCookRatings(tx, cookIds);
  });
  // Fresh statistics for the planner, as the catalogue seed does for its tables.
  await orm.execute(sql`analyze ${orders}, ${reviews}, ${cooks}`);
}

/**
 * Completed orders of the README's customer from the first active Tyumen cooks, none reviewed,
 * written once: a customer who already has orders is left as they are.
 */
export async function seedDemoCustomerOrders(orm: Orm): Promise<void> {
  const [customer] = await orm.select({ id: users.id }).from(users).where(eq(users.phone, DEMO_ACCOUNTS.customer.phone));
  if (!customer) return;
  const [existing] = await orm.select({ total: count() }).from(orders).where(eq(orders.customerId, customer.id));
  if ((existing?.total ?? 0) > 0) return;
  const firstCooks = await orm
    .select({ id: cooks.id })
    .from(cooks)
    .innerJoin(mainCities, eq(mainCities.id, cooks.mainCityId))
    .where(and(eq(mainCities.slug, DEMO_REGIONS[0].slug), eq(cooks.isActive, true)))
    .orderBy(asc(cooks.id))
    .limit(DEMO_CUSTOMER_REVIEWABLE_COOKS);
  if (firstCooks.length === 0) return;
  await orm.insert(orders).values(
    firstCooks.map((cook, index) => {
      const completedAt = new Date(DEMO_EPOCH - (index + 1) * 3 * DAY_MS);
      const total = 150_000 + index * 45_000;
      return {
        customerId: customer.id,
        cookId: cook.id,
        status: 'completed' as const,
        total,
        dishesSum: total,
        createdAt: new Date(completedAt.getTime() - 3 * HOUR_MS),
        completedAt,
      };
    }),
  );
}
