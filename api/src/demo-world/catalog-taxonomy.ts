// The catalogue's fixed vocabularies: dish categories, taste preferences and cook specialities, seeded by slug.

export const DISH_CATEGORIES = [
  { slug: 'supy', title: 'Супы' },
  { slug: 'vtorye-blyuda', title: 'Вторые блюда' },
  { slug: 'pelmeni-i-vareniki', title: 'Пельмени и вареники' },
  { slug: 'salaty', title: 'Салаты' },
  { slug: 'zavtraki', title: 'Завтраки' },
  { slug: 'vypechka', title: 'Выпечка' },
  { slug: 'deserty', title: 'Десерты и торты' },
  { slug: 'garniry', title: 'Гарниры' },
] as const;
export type CategorySlug = (typeof DISH_CATEGORIES)[number]['slug'];

export const TASTE_PREFERENCES = [
  { slug: 'vegetarianskoe', title: 'Вегетарианское' },
  { slug: 'postnoe', title: 'Постное' },
  { slug: 'ostroe', title: 'Острое' },
  { slug: 'bez-glyutena', title: 'Без глютена' },
  { slug: 'bez-laktozy', title: 'Без лактозы' },
  { slug: 'dlya-detey', title: 'Для детей' },
  { slug: 'pravilnoe-pitanie', title: 'Правильное питание' },
  { slug: 'bez-sahara', title: 'Без сахара' },
] as const;
export type PreferenceSlug = (typeof TASTE_PREFERENCES)[number]['slug'];

export const SPECIALITIES = [
  { slug: 'domashnyaya-kuhnya', title: 'Домашняя кухня' },
  { slug: 'vypechka-i-deserty', title: 'Выпечка и десерты' },
  { slug: 'sibirskaya-kuhnya', title: 'Сибирская кухня' },
  { slug: 'vostochnaya-kuhnya', title: 'Восточная кухня' },
  { slug: 'zdorovoe-pitanie', title: 'Здоровое питание' },
  { slug: 'kavkazskaya-kuhnya', title: 'Кавказская кухня' },
] as const;
export type SpecialitySlug = (typeof SPECIALITIES)[number]['slug'];
