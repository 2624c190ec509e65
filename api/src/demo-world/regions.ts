// The regions the demo catalogue fills (they must be among the seeded main cities) and the streets its cooks live on.
/** Cooks and dishes per region; the default region carries most of the demo. */
export const DEMO_REGIONS = [
  { slug: 'tyumen', cooks: 64, dishesPerCook: 10, radiusMetres: 8000 },
  { slug: 'ekaterinburg', cooks: 10, dishesPerCook: 8, radiusMetres: 7000 },
  { slug: 'omsk', cooks: 10, dishesPerCook: 8, radiusMetres: 7000 },
] as const;

/** Streets the demo cooks live on, per region; the scale seed draws from the same lists. */
export const STREETS: Record<string, string[]> = {
  tyumen: [
    'ул. Республики',
    'ул. Мельникайте',
    'ул. Широтная',
    'ул. Пермякова',
    'ул. 50 лет Октября',
    'ул. Ленина',
    'ул. Олимпийская',
    'ул. Монтажников',
    'ул. Московский тракт',
    'ул. Харьковская',
    'ул. Герцена',
    'ул. Малыгина',
  ],
  ekaterinburg: ['ул. Малышева', 'ул. 8 Марта', 'ул. Белинского', 'ул. Куйбышева', 'пр. Ленина', 'ул. Академика Шварца'],
  omsk: ['ул. Ленина', 'пр. Мира', 'ул. 10 лет Октября', 'пр. Маркса', 'ул. Лукашевича', 'ул. Герцена'],
};
