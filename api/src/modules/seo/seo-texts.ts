// The Russian titles and descriptions of the SEO page types, each naming the city and, where known, the category, dish or cook.
import type { SeoPageType } from '@povar/shared-kit/contracts';

const NBSP = '\u00A0';
const SITE = 'Повар рядом';

/** A city as the texts name it: 'Тюмень' and 'в Тюмени'. */
export interface Place {
  name: string;
  inCity: string;
}

/**
 * 'в Тюмени', 'в Омске', 'в Екатеринбурге', 'в Москве'. Names the simple rules cannot decline
 * (several words, indeclinable endings) read 'в городе Нижний Тагил', which is always correct.
 */
export function placeOf(name: string): Place {
  const inCity = (() => {
    if (!/^[А-ЯЁ][а-яё-]+$/.test(name) || name.includes('-')) return `в городе ${name}`;
    // Masculine '-ль' (Ярославль → в Ярославле); the feminine soft sign (Тюмень, Пермь, Казань) takes -и.
    if (name.endsWith('ль')) return `в ${name.slice(0, -1)}е`;
    if (name.endsWith('ь')) return `в ${name.slice(0, -1)}и`;
    if (/[ая]$/.test(name)) return `в ${name.slice(0, -1)}е`;
    if (/[бвгджзклмнпрстфхцчшщ]$/.test(name)) return `в ${name}е`;
    return `в городе ${name}`;
  })();
  return { name, inCity };
}

export interface DishFacts {
  name: string;
  weight: number;
  quantity: number;
  quantityUnit: string;
  price: number;
  cookName: string;
}

export interface CookFacts {
  name: string;
  speciality: string | null;
  rating: number;
  reviewsCount: number;
  experienceYears: number;
  about: string;
}

/** What a page is about, as far as it could be looked up; anything missing gives the page type's default texts. */
export type Subject =
  | { kind: 'category'; title: string }
  | { kind: 'compilation'; title: string }
  | { kind: 'dish'; dish: DishFacts }
  | { kind: 'cook'; cook: CookFacts }
  | { kind: 'none' };

export interface SeoTexts {
  title: string;
  description: string;
}

const titled = (text: string, page?: number) => `${text}${page && page > 1 ? `, страница ${page}` : ''} | ${SITE}`;
const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** 145000 kopecks → '1 450 ₽' (no-break spaces). */
function roubles(kopecks: number): string {
  const whole = Math.round(kopecks / 100);
  return `${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP)}${NBSP}₽`;
}

/** 450 → '450 г', 1200 → '1,2 кг'. */
function weight(grams: number): string {
  if (grams < 1000) return `${grams}${NBSP}г`;
  return `${String(Math.round(grams / 100) / 10).replace('.', ',')}${NBSP}кг`;
}

function plural(n: number, one: string, few: string, many: string): string {
  const rule = new Intl.PluralRules('ru-RU').select(n);
  return `${n} ${rule === 'one' ? one : rule === 'few' ? few : many}`;
}

const rating = (value: number) => value.toFixed(1).replace('.', ',');

/** At most `limit` characters, cut at a word and closed with an ellipsis. */
function clip(text: string, limit: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[\s,.;:—-]+$/, '')}…`;
}

export function mainTexts(place: Place): SeoTexts {
  return {
    title: titled(`Домашняя еда на заказ ${place.inCity}`),
    description:
      `Домашняя еда от проверенных поваров ${place.inCity}: порции от 0,5 кг на несколько дней, средняя порция около 180 ₽, ` +
      'экономия до 50%. Сортировка по расстоянию и по цене, самовывоз и доставка.',
  };
}

/** The texts of a page type; `subject` narrows them to a category, compilation, dish or cook when found. */
export function pageTexts(pageType: SeoPageType, place: Place, subject: Subject, page?: number): SeoTexts {
  const { inCity } = place;
  switch (pageType) {
    case 'main':
      return mainTexts(place);

    case 'cooks':
      if (subject.kind === 'category') {
        return {
          // The category stays in the nominative ('Повара в Омске: выпечка'), which every title reads right in.
          title: titled(`Повара ${inCity}: ${lower(subject.title)}`, page),
          description: `Домашние повара ${inCity}, в меню которых есть ${lower(subject.title)}: рейтинг, отзывы, цены и доставка. Заказ от 0,5 кг, самовывоз или доставка.`,
        };
      }
      return {
        title: titled(`Домашние повара ${inCity}`, page),
        description: `Повара ${inCity} с рейтингом, отзывами, меню и стоимостью доставки. Сортируйте по расстоянию или по цене и заказывайте домашнюю еду у повара рядом с домом.`,
      };

    case 'dishes':
      if (subject.kind === 'category') {
        return {
          title: titled(`${subject.title} на заказ ${inCity} от домашних поваров`, page),
          description: `${subject.title} от проверенных домашних поваров ${inCity}: цены, вес порций, КБЖУ и состав. Закажите от 0,5 кг с самовывозом или доставкой.`,
        };
      }
      if (subject.kind === 'compilation') {
        return {
          title: titled(`${subject.title}: домашние блюда ${inCity}`, page),
          description: `Подборка «${subject.title}»: домашние блюда от проверенных поваров ${inCity}. Цены, вес порций и состав; самовывоз или доставка.`,
        };
      }
      return {
        title: titled(`Меню домашней еды ${inCity}`, page),
        description: `Домашние блюда от проверенных поваров ${inCity}: цены, вес порций, КБЖУ и состав. Порции от 0,5 кг, сортировка по расстоянию и по цене, самовывоз или доставка.`,
      };

    case 'dish':
      if (subject.kind === 'dish') {
        const { dish } = subject;
        // Names stay in the nominative: we cannot decline them ('от повара Анна Богданова' reads wrong).
        return {
          title: titled(`${dish.name} на заказ ${inCity} — повар ${dish.cookName}`),
          description:
            `${dish.name}, готовит ${dish.cookName}: ${weight(dish.weight)}, ${dish.quantity} ${dish.quantityUnit} за ${roubles(dish.price)}. ` +
            `Домашняя еда ${inCity} с самовывозом или доставкой.`,
        };
      }
      return {
        title: titled(`Домашнее блюдо на заказ ${inCity}`),
        description: `Домашнее блюдо от проверенного повара ${inCity}: цена, вес порции, КБЖУ и состав. Самовывоз или доставка.`,
      };

    case 'cook':
    case 'cookReview':
    case 'cookAbout':
      return cookTexts(pageType, place, subject.kind === 'cook' ? subject.cook : null);
  }
}

function cookTexts(pageType: 'cook' | 'cookReview' | 'cookAbout', place: Place, cook: CookFacts | null): SeoTexts {
  const { inCity } = place;
  if (!cook) {
    const heading = { cook: 'Повар домашней еды', cookReview: 'Отзывы о поваре', cookAbout: 'О поваре' }[pageType];
    return {
      title: titled(`${heading} ${inCity}`),
      description: `Меню, отзывы и условия доставки домашнего повара ${inCity}. Все повара проверены: мы пробуем блюда и проверяем кухню.`,
    };
  }
  const speciality = cook.speciality ? `, ${lower(cook.speciality)}` : '';
  const reviews =
    cook.reviewsCount > 0 ? `рейтинг ${rating(cook.rating)} из 5, ${plural(cook.reviewsCount, 'отзыв', 'отзыва', 'отзывов')}` : 'пока без отзывов';
  switch (pageType) {
    case 'cook':
      return {
        title: titled(`${cook.name} — повар домашней еды ${inCity}`),
        description: `${cook.name}${speciality}: ${reviews}. Меню с ценами и составом, самовывоз и доставка ${inCity}.`,
      };
    case 'cookReview':
      return {
        title: titled(`${cook.name} — отзывы о поваре ${inCity}`),
        description:
          cook.reviewsCount > 0
            ? `Отзывы покупателей: ${cook.name}${speciality}, ${plural(cook.reviewsCount, 'отзыв', 'отзыва', 'отзывов')}, средняя оценка ${rating(cook.rating)} из 5.`
            : `${cook.name}${speciality}: отзывов пока нет. Закажите первым и расскажите, как вам домашняя еда.`,
      };
    case 'cookAbout':
      return {
        title: titled(`${cook.name} — о поваре ${inCity}`),
        description: clip(`${cook.name}${speciality}, опыт ${plural(cook.experienceYears, 'год', 'года', 'лет')}. ${cook.about}`, 200),
      };
  }
}
