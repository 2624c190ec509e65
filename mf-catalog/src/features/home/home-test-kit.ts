// For this folder's tests only: a region's home page as GET /api/index answers it, one block of every type.
import type { Banner, DishCard, HomeBlock, HomePage, Reel, ResponsiveImage } from '@povar/shared-kit';
import { image } from '../dish/dish-test-kit';

const wideImage = (name: string): ResponsiveImage => ({
  ...image(name),
  size: { width: 1280, height: 480 },
  sources: [320, 640, 1280].map((width) => ({ width, webp: `/api/files/demo/${name}-${width}.webp`, jpg: `/api/files/demo/${name}-${width}.jpg` })),
});

export const dishCard = (id: number, name: string, price: number): DishCard => ({
  id,
  name,
  image: image(`dish-${id}`),
  weight: 600,
  weightUnit: 'г',
  quantity: 2,
  quantityUnit: 'порц.',
  price,
  category: { slug: 'vypechka', title: 'Выпечка' },
  cook: { id: 7, name: 'Марина Фёдорова', avatar: null, rating: 4.91 },
  distance: null,
  createdAt: '2026-06-12T23:48:21.061Z',
});

export const BANNERS: Banner[] = [
  {
    id: 1,
    title: 'Домашняя еда от поваров Тюмени',
    text: 'Порции от 0,5 кг — еды хватит на несколько дней.',
    buttonText: 'Выбрать блюда',
    link: '/tyumen/menu',
    image: wideImage('banner-dishes'),
  },
  {
    id: 2,
    title: 'Повара рядом с вами',
    text: 'Найдите повара на карте.',
    buttonText: 'Открыть карту',
    link: '/tyumen/cooks-map',
    image: wideImage('banner-map'),
  },
  {
    id: 3,
    title: 'Приложение «Повар рядом»',
    text: 'Заказы всегда под рукой.',
    buttonText: null,
    link: 'https://apps.example/povar',
    image: wideImage('banner-app'),
  },
];

const reel = (id: number, title: string, videoUrl: string | null, cook: { id: number; name: string }): Reel => ({
  id,
  title,
  poster: { ...image(`reel-${id}`), size: { width: 640, height: 1136 } },
  videoUrl,
  cook: { ...cook, avatar: image(`cook-${cook.id}`), rating: 4.9 },
});

export const BLOCKS = {
  banners: { type: 'banners', id: 'banners', items: BANNERS },
  compilation: {
    type: 'compilation',
    id: 'compilation-k-chayu',
    compilation: { id: 3, slug: 'k-chayu', title: 'К чаю', dishes: [dishCard(21, 'Сырники', 30000), dishCard(22, 'Пирог с вишней', 45000)] },
  },
  promoCategory: {
    type: 'main-promo-category',
    id: 'main-promo-category-pelmeni-i-vareniki',
    promo: {
      category: { slug: 'pelmeni-i-vareniki', title: 'Пельмени и вареники' },
      title: 'Пельмени и вареники ручной лепки',
      text: 'Лепят вручную небольшими партиями.',
      image: wideImage('banner-dumplings'),
      dishes: [dishCard(31, 'Пельмени сибирские', 52000)],
    },
  },
  promoCards: {
    type: 'promo-cards',
    id: 'promo-cards-1',
    compilation: {
      id: 1,
      title: 'Удобно и выгодно',
      cards: [
        {
          id: 1,
          title: 'Скидка на первый заказ',
          text: 'Введите код при оформлении.',
          promoCode: 'POVAR10',
          link: null,
          background: '#fbeee0',
          image: image('promo-1'),
        },
        {
          id: 2,
          title: 'Повара рядом с домом',
          text: 'Отсортируйте поваров по расстоянию.',
          promoCode: null,
          link: '/tyumen/cooks',
          background: '#e4ecf2',
          image: null,
        },
      ],
    },
  },
  reels: {
    type: 'reels',
    id: 'reels',
    title: 'Знакомьтесь с поварами',
    items: [
      reel(1, 'Оладьи на кефире: как готовит Анна', null, { id: 17, name: 'Анна Богданова' }),
      reel(2, 'Харчо: как готовит Валентина', '/api/files/demo/reel-2.mp4', { id: 18, name: 'Валентина Зайцева' }),
    ],
  },
  cookCompilations: {
    type: 'cook-compilations',
    id: 'cook-compilations',
    title: 'Повар рекомендует',
    items: [
      {
        id: 11,
        title: 'Повар рекомендует',
        cook: {
          id: 17,
          name: 'Анна Богданова',
          avatar: image('cook-17'),
          rating: 4.99,
          speciality: { slug: 'vypechka-i-deserty', title: 'Выпечка и десерты' },
        },
        dishes: [dishCard(41, 'Медовик', 60000)],
      },
      {
        id: 12,
        title: 'Мои пироги',
        cook: { id: 18, name: 'Валентина Зайцева', avatar: null, rating: 0, speciality: null },
        dishes: [dishCard(42, 'Пирог с капустой', 40000)],
      },
    ],
  },
} satisfies Record<string, HomeBlock>;

export const homePage = (blocks: HomeBlock[]): HomePage => ({ region: { id: 956, slug: 'tyumen', name: 'Тюмень' }, blocks });

/** The page as the demo data orders it. */
export const HOME = homePage([BLOCKS.banners, BLOCKS.compilation, BLOCKS.promoCategory, BLOCKS.promoCards, BLOCKS.reels, BLOCKS.cookCompilations]);
