// Home-cooked dish families for the demo catalogue: each family gives real names (base × variant), an honest description and composition, per-100 g nutrition and a price per portion.
import type { CategorySlug, PreferenceSlug, SpecialitySlug } from './catalog-taxonomy.ts';

export interface DishVariant {
  name: string;
  /** Ingredients this variant adds to the family's composition. */
  adds: string;
  preferences?: PreferenceSlug[];
}

export interface DishFamily {
  category: CategorySlug;
  description: string;
  composition: string;
  variants: DishVariant[];
  /** Grams in one portion. */
  portionGrams: number;
  /** Roubles for one portion, before the cook's own markup. */
  portionPrice: number;
  /** Per 100 g. */
  kcal: number;
  proteins: number;
  fats: number;
  carbohydrates: number;
  cookingMinutes: number;
  preferences: PreferenceSlug[];
  /** The cooks who would make it. */
  specialities: SpecialitySlug[];
}

export const DISH_FAMILIES: DishFamily[] = [
  {
    category: 'supy',
    description: 'Наваристый борщ на говяжьем бульоне, как варят дома: со свёклой, тушённой до мягкости, и ложкой сметаны отдельно.',
    composition: 'говядина на кости, свёкла, капуста, картофель, морковь, лук, томатная паста, чеснок, сметана',
    variants: [
      { name: 'Борщ украинский', adds: 'сало, пампушки с чесноком' },
      { name: 'Борщ с говядиной', adds: 'зелень' },
      { name: 'Борщ с фасолью', adds: 'красная фасоль' },
      { name: 'Борщ постный с грибами', adds: 'шампиньоны, без мяса', preferences: ['postnoe', 'vegetarianskoe'] },
    ],
    portionGrams: 350, portionPrice: 170, kcal: 55, proteins: 3.2, fats: 2.8, carbohydrates: 4.6, cookingMinutes: 150,
    preferences: ['bez-glyutena'], specialities: ['domashnyaya-kuhnya', 'sibirskaya-kuhnya'],
  },
  {
    category: 'supy',
    description: 'Сборная солянка: три вида мяса, солёные огурцы и оливки в густом кисло-остром бульоне.',
    composition: 'говядина, копчёная колбаса, ветчина, солёные огурцы, оливки, лук, томатная паста, лимон',
    variants: [
      { name: 'Солянка сборная мясная', adds: 'сосиски' },
      { name: 'Солянка рыбная', adds: 'сёмга, судак вместо мяса' },
      { name: 'Солянка по-домашнему', adds: 'каперсы' },
    ],
    portionGrams: 350, portionPrice: 210, kcal: 70, proteins: 5.1, fats: 4.4, carbohydrates: 2.3, cookingMinutes: 120,
    preferences: ['ostroe', 'bez-glyutena'], specialities: ['domashnyaya-kuhnya', 'sibirskaya-kuhnya'],
  },
  {
    category: 'supy',
    description: 'Лёгкий суп на курином бульоне, который хорошо идёт в обед и детям, и взрослым.',
    composition: 'курица, картофель, морковь, лук, зелень',
    variants: [
      { name: 'Куриный суп с домашней лапшой', adds: 'домашняя яичная лапша', preferences: ['dlya-detey'] },
      { name: 'Суп с фрикадельками', adds: 'фрикадельки из говядины', preferences: ['dlya-detey'] },
      { name: 'Щи из свежей капусты', adds: 'свежая капуста, томаты' },
      { name: 'Щи кислые с грибами', adds: 'квашеная капуста, белые грибы' },
      { name: 'Рассольник ленинградский', adds: 'перловка, солёные огурцы' },
      { name: 'Гороховый суп с копчёностями', adds: 'колотый горох, копчёные рёбрышки' },
    ],
    portionGrams: 350, portionPrice: 140, kcal: 45, proteins: 3.5, fats: 1.9, carbohydrates: 4.8, cookingMinutes: 90,
    preferences: [], specialities: ['domashnyaya-kuhnya', 'zdorovoe-pitanie'],
  },
  {
    category: 'supy',
    description: 'Шурпа на баранине с крупно нарезанными овощами и восточными специями.',
    composition: 'баранина, картофель, морковь, лук, болгарский перец, томаты, зира, кинза',
    variants: [
      { name: 'Шурпа из баранины', adds: 'нут' },
      { name: 'Лагман', adds: 'тянутая лапша, редька', preferences: ['ostroe'] },
      { name: 'Харчо', adds: 'говядина, рис, ткемали, грецкий орех', preferences: ['ostroe'] },
    ],
    portionGrams: 400, portionPrice: 230, kcal: 85, proteins: 5.6, fats: 5.2, carbohydrates: 4.1, cookingMinutes: 150,
    preferences: [], specialities: ['vostochnaya-kuhnya', 'kavkazskaya-kuhnya'],
  },
  {
    category: 'pelmeni-i-vareniki',
    description: 'Лепим вручную из тонкого теста, замораживаем сразу после лепки. Варить 6–8 минут после всплытия.',
    composition: 'мука, яйцо, вода, соль',
    variants: [
      { name: 'Пельмени сибирские', adds: 'говядина, свинина, лук, чёрный перец' },
      { name: 'Пельмени из говядины', adds: 'говядина, лук' },
      { name: 'Пельмени куриные', adds: 'куриное филе, лук', preferences: ['dlya-detey'] },
      { name: 'Пельмени с олениной', adds: 'оленина, свиной жир, лук' },
      { name: 'Пельмени рыбные', adds: 'щука, судак, лук' },
    ],
    portionGrams: 250, portionPrice: 190, kcal: 245, proteins: 11.8, fats: 12.4, carbohydrates: 22.0, cookingMinutes: 180,
    preferences: [], specialities: ['sibirskaya-kuhnya', 'domashnyaya-kuhnya'],
  },
  {
    category: 'pelmeni-i-vareniki',
    description: 'Вареники ручной лепки, сочные и с большим количеством начинки.',
    composition: 'мука, вода, растительное масло, соль',
    variants: [
      { name: 'Вареники с картофелем и грибами', adds: 'картофель, шампиньоны, жареный лук', preferences: ['postnoe', 'vegetarianskoe'] },
      { name: 'Вареники с творогом', adds: 'творог, яйцо, сахар', preferences: ['vegetarianskoe', 'dlya-detey'] },
      { name: 'Вареники с вишней', adds: 'вишня, сахар', preferences: ['vegetarianskoe', 'postnoe'] },
      { name: 'Вареники с капустой', adds: 'тушёная капуста, морковь', preferences: ['postnoe', 'vegetarianskoe'] },
    ],
    portionGrams: 250, portionPrice: 150, kcal: 190, proteins: 6.1, fats: 4.5, carbohydrates: 31.0, cookingMinutes: 150,
    preferences: [], specialities: ['domashnyaya-kuhnya'],
  },
  {
    category: 'pelmeni-i-vareniki',
    description: 'Крупные манты на пару с рубленым мясом и луком, как в узбекском доме.',
    composition: 'мука, вода, баранина, говядина, курдючный жир, лук, зира',
    variants: [
      { name: 'Манты с бараниной', adds: '' },
      { name: 'Манты с тыквой', adds: 'тыква', preferences: ['vegetarianskoe'] },
      { name: 'Хинкали', adds: 'говядина, свинина, кинза', preferences: ['ostroe'] },
      { name: 'Позы бурятские', adds: 'чеснок' },
    ],
    portionGrams: 300, portionPrice: 220, kcal: 230, proteins: 10.5, fats: 11.9, carbohydrates: 20.4, cookingMinutes: 120,
    preferences: [], specialities: ['vostochnaya-kuhnya', 'kavkazskaya-kuhnya'],
  },
  {
    category: 'vtorye-blyuda',
    description: 'Котлеты из фарша, который крутим сами, обжарены до корочки и доведены под крышкой.',
    composition: 'свинина, говядина, белый хлеб, молоко, лук, яйцо, соль, перец',
    variants: [
      { name: 'Котлеты домашние', adds: '' },
      { name: 'Котлеты куриные', adds: 'куриное филе вместо свинины', preferences: ['dlya-detey'] },
      { name: 'Котлеты по-киевски', adds: 'сливочное масло, зелень, панировка' },
      { name: 'Котлеты рыбные из щуки', adds: 'щука, сало' },
      { name: 'Биточки из индейки на пару', adds: 'индейка, кабачок', preferences: ['pravilnoe-pitanie', 'dlya-detey'] },
    ],
    portionGrams: 250, portionPrice: 200, kcal: 220, proteins: 15.2, fats: 14.6, carbohydrates: 8.3, cookingMinutes: 60,
    preferences: [], specialities: ['domashnyaya-kuhnya', 'zdorovoe-pitanie'],
  },
  {
    category: 'vtorye-blyuda',
    description: 'Голубцы в капустных листьях, тушённые в томатно-сметанном соусе.',
    composition: 'белокочанная капуста, фарш из свинины и говядины, рис, морковь, лук, томаты, сметана',
    variants: [
      { name: 'Голубцы классические', adds: '' },
      { name: 'Голубцы ленивые', adds: 'капуста рубленая' },
      { name: 'Голубцы с курицей', adds: 'куриный фарш' },
      { name: 'Долма в виноградных листьях', adds: 'виноградные листья, баранина, мята' },
    ],
    portionGrams: 300, portionPrice: 190, kcal: 120, proteins: 7.4, fats: 6.8, carbohydrates: 8.2, cookingMinutes: 120,
    preferences: ['bez-glyutena'], specialities: ['domashnyaya-kuhnya', 'kavkazskaya-kuhnya'],
  },
  {
    category: 'vtorye-blyuda',
    description: 'Плов в казане: рис рассыпчатый, мясо мягкое, с целой головкой чеснока.',
    composition: 'рис девзира, морковь, лук, чеснок, зира, барбарис, растительное масло',
    variants: [
      { name: 'Плов узбекский с бараниной', adds: 'баранина, нут' },
      { name: 'Плов с говядиной', adds: 'говядина' },
      { name: 'Плов с курицей', adds: 'куриное бедро' },
      { name: 'Плов с сухофруктами', adds: 'курага, изюм, без мяса', preferences: ['vegetarianskoe', 'postnoe'] },
    ],
    portionGrams: 300, portionPrice: 200, kcal: 190, proteins: 7.8, fats: 8.9, carbohydrates: 20.1, cookingMinutes: 120,
    preferences: ['bez-glyutena', 'bez-laktozy'], specialities: ['vostochnaya-kuhnya'],
  },
  {
    category: 'vtorye-blyuda',
    description: 'Сытное горячее на весь вечер, приготовленное в духовке.',
    composition: 'картофель, лук, сливочное масло, специи',
    variants: [
      { name: 'Жаркое по-домашнему', adds: 'свинина, морковь' },
      { name: 'Бефстроганов с пюре', adds: 'говяжья вырезка, сметана, картофельное пюре' },
      { name: 'Тефтели в сливочном соусе', adds: 'фарш, рис, сливки', preferences: ['dlya-detey'] },
      { name: 'Курица запечённая с картофелем', adds: 'курица, чеснок, розмарин' },
      { name: 'Гуляш из говядины', adds: 'говядина, паприка, томаты', preferences: ['ostroe'] },
      { name: 'Перец фаршированный', adds: 'болгарский перец, фарш, рис' },
      { name: 'Рыба по-польски', adds: 'треска, яйцо, сливочный соус' },
    ],
    portionGrams: 300, portionPrice: 220, kcal: 150, proteins: 9.8, fats: 8.1, carbohydrates: 9.6, cookingMinutes: 90,
    preferences: [], specialities: ['domashnyaya-kuhnya', 'sibirskaya-kuhnya'],
  },
  {
    category: 'vtorye-blyuda',
    description: 'Блюда кавказской кухни на углях и в казане, с ароматными травами.',
    composition: 'лук, кинза, специи, соль',
    variants: [
      { name: 'Чахохбили из курицы', adds: 'курица, томаты, хмели-сунели', preferences: ['ostroe', 'bez-glyutena'] },
      { name: 'Чанахи в горшочке', adds: 'баранина, баклажаны, картофель' },
      { name: 'Люля-кебаб из баранины', adds: 'баранина, лаваш', preferences: ['ostroe'] },
      { name: 'Оджахури', adds: 'свинина, картофель, сулугуни' },
    ],
    portionGrams: 300, portionPrice: 260, kcal: 180, proteins: 12.5, fats: 11.8, carbohydrates: 6.2, cookingMinutes: 90,
    preferences: [], specialities: ['kavkazskaya-kuhnya'],
  },
  {
    category: 'salaty',
    description: 'Салаты на праздничный и на обычный стол, заправляем перед отправкой.',
    composition: 'соль, перец',
    variants: [
      { name: 'Оливье с говядиной', adds: 'говядина, картофель, морковь, огурцы, горошек, яйцо, майонез' },
      { name: 'Селёдка под шубой', adds: 'сельдь, свёкла, картофель, морковь, яйцо, майонез' },
      { name: 'Винегрет', adds: 'свёкла, картофель, квашеная капуста, огурцы, масло', preferences: ['postnoe', 'vegetarianskoe'] },
      { name: 'Салат Цезарь с курицей', adds: 'курица, романо, пармезан, гренки, соус' },
      { name: 'Мимоза', adds: 'горбуша, яйцо, картофель, морковь, сыр' },
      { name: 'Салат из свежих овощей', adds: 'томаты, огурцы, редис, зелень, масло', preferences: ['postnoe', 'vegetarianskoe', 'pravilnoe-pitanie'] },
    ],
    portionGrams: 200, portionPrice: 150, kcal: 160, proteins: 5.3, fats: 12.1, carbohydrates: 7.4, cookingMinutes: 45,
    preferences: [], specialities: ['domashnyaya-kuhnya', 'zdorovoe-pitanie'],
  },
  {
    category: 'zavtraki',
    description: 'Для завтрака: разогреть на сковороде или в духовке за пять минут.',
    composition: 'яйцо, сахар, соль',
    variants: [
      { name: 'Сырники со сметаной', adds: 'творог 9%, мука, сметана', preferences: ['vegetarianskoe', 'dlya-detey'] },
      { name: 'Сырники без муки', adds: 'творог, рисовая мука', preferences: ['vegetarianskoe', 'bez-glyutena', 'pravilnoe-pitanie'] },
      { name: 'Блины тонкие', adds: 'молоко, мука, сливочное масло', preferences: ['vegetarianskoe', 'dlya-detey'] },
      { name: 'Блины с мясом', adds: 'молоко, мука, говяжий фарш, лук' },
      { name: 'Оладьи на кефире', adds: 'кефир, мука, сода', preferences: ['vegetarianskoe', 'dlya-detey'] },
      { name: 'Запеканка творожная', adds: 'творог, манка, изюм', preferences: ['vegetarianskoe', 'dlya-detey'] },
      { name: 'Каша овсяная с ягодами', adds: 'овсяные хлопья, молоко, ягоды', preferences: ['vegetarianskoe', 'pravilnoe-pitanie'] },
    ],
    portionGrams: 200, portionPrice: 140, kcal: 210, proteins: 10.2, fats: 8.7, carbohydrates: 23.0, cookingMinutes: 40,
    preferences: [], specialities: ['domashnyaya-kuhnya', 'zdorovoe-pitanie', 'vypechka-i-deserty'],
  },
  {
    category: 'vypechka',
    description: 'Пироги на дрожжевом тесте, печём в день заказа.',
    composition: 'мука, молоко, дрожжи, яйцо, сливочное масло, сахар, соль',
    variants: [
      { name: 'Пирог с капустой и яйцом', adds: 'капуста, яйцо', preferences: ['vegetarianskoe'] },
      { name: 'Пирог с мясом и картофелем', adds: 'говядина, картофель, лук' },
      { name: 'Курник', adds: 'курица, грибы, рис, блинчики' },
      { name: 'Рыбник с горбушей', adds: 'горбуша, рис, лук' },
      { name: 'Пирог с яблоками', adds: 'яблоки, корица', preferences: ['vegetarianskoe'] },
      { name: 'Пирожки с ливером', adds: 'говяжья печень, лёгкое, лук' },
      { name: 'Беляши', adds: 'говяжий фарш, лук' },
      { name: 'Эчпочмак', adds: 'баранина, картофель, лук' },
      { name: 'Хачапури по-имеретински', adds: 'сулугуни, имеретинский сыр', preferences: ['vegetarianskoe'] },
    ],
    portionGrams: 200, portionPrice: 130, kcal: 260, proteins: 8.1, fats: 10.4, carbohydrates: 33.5, cookingMinutes: 120,
    preferences: [], specialities: ['vypechka-i-deserty', 'domashnyaya-kuhnya', 'kavkazskaya-kuhnya'],
  },
  {
    category: 'deserty',
    description: 'Домашний торт на заказ: коржи печём сами, крем без растительных жиров.',
    composition: 'мука, яйцо, сахар, сливочное масло',
    variants: [
      { name: 'Торт Наполеон', adds: 'слоёное тесто, заварной крем', preferences: ['vegetarianskoe'] },
      { name: 'Торт Медовик', adds: 'мёд, сметанный крем', preferences: ['vegetarianskoe'] },
      { name: 'Торт Птичье молоко', adds: 'суфле на агаре, шоколадная глазурь', preferences: ['vegetarianskoe'] },
      { name: 'Торт Прага', adds: 'какао, шоколадный крем, абрикосовый джем', preferences: ['vegetarianskoe'] },
      { name: 'Чизкейк Нью-Йорк', adds: 'сливочный сыр, сливки, печенье', preferences: ['vegetarianskoe'] },
      { name: 'Муравейник', adds: 'варёная сгущёнка, грецкий орех', preferences: ['vegetarianskoe'] },
    ],
    portionGrams: 150, portionPrice: 190, kcal: 380, proteins: 5.6, fats: 19.8, carbohydrates: 45.0, cookingMinutes: 240,
    preferences: [], specialities: ['vypechka-i-deserty'],
  },
  {
    category: 'deserty',
    description: 'Десерты без лишнего сахара: подслащиваем фруктами и стевией.',
    composition: 'фрукты, ягоды',
    variants: [
      { name: 'Пастила яблочная', adds: 'яблоки', preferences: ['postnoe'] },
      { name: 'Панна-котта на кокосовом молоке', adds: 'кокосовое молоко, агар, ягодный соус', preferences: ['bez-laktozy'] },
      { name: 'Морковный торт без сахара', adds: 'морковь, овсяная мука, финики, творожный крем' },
      { name: 'Конфеты из сухофруктов', adds: 'курага, финики, орехи, какао', preferences: ['postnoe'] },
    ],
    portionGrams: 150, portionPrice: 170, kcal: 210, proteins: 4.1, fats: 7.3, carbohydrates: 31.0, cookingMinutes: 120,
    preferences: ['bez-sahara', 'vegetarianskoe', 'bez-glyutena', 'pravilnoe-pitanie'], specialities: ['zdorovoe-pitanie', 'vypechka-i-deserty'],
  },
  {
    category: 'garniry',
    description: 'Гарниры к мясу и рыбе, отдельными порциями.',
    composition: 'соль, сливочное масло',
    variants: [
      { name: 'Картофельное пюре', adds: 'картофель, молоко', preferences: ['vegetarianskoe', 'dlya-detey'] },
      { name: 'Гречка с грибами и луком', adds: 'гречка, шампиньоны, лук', preferences: ['vegetarianskoe', 'bez-glyutena'] },
      { name: 'Овощи на гриле', adds: 'кабачок, баклажан, перец, оливковое масло', preferences: ['vegetarianskoe', 'postnoe', 'pravilnoe-pitanie'] },
      { name: 'Картофель по-деревенски', adds: 'картофель, чеснок, паприка', preferences: ['vegetarianskoe'] },
      { name: 'Рис с овощами', adds: 'рис, морковь, горошек, кукуруза', preferences: ['vegetarianskoe', 'bez-glyutena'] },
    ],
    portionGrams: 200, portionPrice: 90, kcal: 110, proteins: 2.8, fats: 3.9, carbohydrates: 16.2, cookingMinutes: 40,
    preferences: [], specialities: ['domashnyaya-kuhnya', 'zdorovoe-pitanie'],
  },
];
