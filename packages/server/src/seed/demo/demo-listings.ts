import type { TArticleInputRaw } from '@fura/domain/article-schemas';

/** A settlement of the demo listings, as the address suggestions give it. */
interface DemoPlace {
  address: string;
  settlement: string;
  region: string;
  lat: number;
  lon: number;
  placeId: null;
}

function place(settlement: string, region: string, lat: number, lon: number): DemoPlace {
  return { address: settlement, settlement, region, lat, lon, placeId: null };
}

export const DEMO_PLACES = {
  moscow: place('Москва', 'Москва', 55.7558, 37.6173),
  petersburg: place('Санкт-Петербург', 'Санкт-Петербург', 59.9386, 30.3141),
  yekaterinburg: place('Екатеринбург', 'Свердловская область', 56.8389, 60.6057),
  chelyabinsk: place('Челябинск', 'Челябинская область', 55.1644, 61.4368),
  novosibirsk: place('Новосибирск', 'Новосибирская область', 55.0084, 82.9357),
  omsk: place('Омск', 'Омская область', 54.9885, 73.3242),
  nizhny: place('Нижний Новгород', 'Нижегородская область', 56.3269, 44.0059),
  rostov: place('Ростов-на-Дону', 'Ростовская область', 47.2357, 39.7015),
  krasnodar: place('Краснодар', 'Краснодарский край', 45.0355, 38.9753),
  voronezh: place('Воронеж', 'Воронежская область', 51.672, 39.1843),
  tula: place('Тула', 'Тульская область', 54.1961, 37.6182),
  perm: place('Пермь', 'Пермский край', 58.0105, 56.2502),
  ufa: place('Уфа', 'Республика Башкортостан', 54.7388, 55.9721),
  yaroslavl: place('Ярославль', 'Ярославская область', 57.6261, 39.8845),
  kazan: place('Казань', 'Республика Татарстан', 55.7964, 49.1089),
  vladimir: place('Владимир', 'Владимирская область', 56.129, 40.4066),
  noginsk: place('Ногинск', 'Московская область', 55.8686, 38.4438),
  pokrov: place('Покров', 'Владимирская область', 55.9178, 39.1786),
  zelenodolsk: place('Зеленодольск', 'Республика Татарстан', 55.8466, 48.5011),
  tver: place('Тверь', 'Тверская область', 56.8587, 35.9176),
  kolpino: place('Колпино', 'Санкт-Петербург', 59.7509, 30.5886),
} as const;

/** A demo listing: its form values without the loading date, and in how many days it loads. */
export interface DemoListing {
  inDays: number;
  input: Omit<TArticleInputRaw, 'loadingDate'>;
}

const P = DEMO_PLACES;

/** Published orders of the demo cargo owner: what a carrier finds in the search on the first start. */
export const DEMO_ORDERS: readonly DemoListing[] = [
  {
    inDays: 2,
    input: {
      from: P.moscow,
      to: P.petersburg,
      loadingTimeFrom: '08:00',
      loadingTimeTo: '11:00',
      cargoTypes: [1, 5],
      weightKg: 18_000,
      volumeM3: 82,
      bodyTypes: ['tent'],
      loadingTypes: ['rear', 'side'],
      budgetKopecks: 9_500_000,
      paymentMethod: 'cashlessVat',
      comment: '33 паллеты с бытовой химией, не штабелировать. Нужны ремни и уголки.',
    },
  },
  {
    inDays: 3,
    input: {
      from: P.yekaterinburg,
      to: P.chelyabinsk,
      loadingTimeFrom: '09:00',
      loadingTimeTo: '13:00',
      cargoTypes: [3],
      weightKg: 9_000,
      bodyTypes: ['board', 'platform'],
      loadingTypes: ['top', 'side'],
      budgetKopecks: 3_200_000,
      paymentMethod: 'cashlessNoVat',
      comment: 'Металлопрокат, длина до 6 м.',
    },
  },
  {
    inDays: 4,
    input: {
      from: P.novosibirsk,
      to: P.omsk,
      cargoTypes: [5],
      weightKg: 12_000,
      volumeM3: 45,
      bodyTypes: ['refrigerator'],
      loadingTypes: ['rear'],
      budgetKopecks: 6_800_000,
      paymentMethod: 'cashlessVat',
      comment: 'Молочная продукция, режим +2…+4 °C.',
    },
  },
  {
    inDays: 5,
    input: {
      from: P.nizhny,
      to: P.yaroslavl,
      loadingTimeFrom: '10:00',
      loadingTimeTo: '12:00',
      cargoTypes: [2],
      weightKg: 1_200,
      volumeM3: 14,
      bodyTypes: ['tent', 'isotherm'],
      loadingTypes: ['rear'],
      budgetKopecks: 1_800_000,
      paymentMethod: 'card',
      comment: 'Офисная мебель в упаковке, нужны два грузчика.',
    },
  },
  {
    inDays: 6,
    input: {
      from: P.rostov,
      to: P.voronezh,
      cargoTypes: [1],
      weightKg: 5_000,
      volumeM3: 30,
      bodyTypes: [],
      loadingTypes: ['rear'],
      budgetKopecks: 2_900_000,
      paymentMethod: 'cash',
      comment: '',
    },
  },
  {
    inDays: 8,
    input: {
      from: P.perm,
      to: P.ufa,
      loadingTimeFrom: '07:00',
      loadingTimeTo: '09:00',
      cargoTypes: [3, 6],
      weightKg: 20_000,
      bodyTypes: ['tipper'],
      loadingTypes: ['top'],
      budgetKopecks: 5_400_000,
      paymentMethod: 'cashlessVat',
      comment: 'Щебень фракции 20–40, самосвал 20 т.',
    },
  },
];

/**
 * Orders along the way (issue 26): «По пути» Москва → Казань finds the first two at the default 30 km, Владимир →
 * Нижний Новгород with a wider corridor or Нижний Новгород as a via point, never Владимир → Москва (backwards); the
 * last two are the return load from Санкт-Петербург of the demo carrier's delivered deal (`DEMO_RETURN_DEAL`).
 */
export const DEMO_ALONG_THE_WAY_ORDERS: readonly DemoListing[] = [
  {
    inDays: 3,
    input: {
      from: P.noginsk,
      to: P.kazan,
      loadingTimeFrom: '09:00',
      loadingTimeTo: '12:00',
      cargoTypes: [1],
      weightKg: 6_000,
      volumeM3: 30,
      bodyTypes: ['tent'],
      loadingTypes: ['rear'],
      budgetKopecks: 7_000_000,
      paymentMethod: 'cashlessVat',
      comment: 'Бытовая техника в коробках, 12 паллет.',
    },
  },
  {
    inDays: 4,
    input: {
      from: P.pokrov,
      to: P.zelenodolsk,
      cargoTypes: [5],
      weightKg: 3_000,
      volumeM3: 15,
      bodyTypes: ['isotherm', 'tent'],
      loadingTypes: ['rear'],
      budgetKopecks: 4_500_000,
      paymentMethod: 'cashlessNoVat',
      comment: 'Кондитерские изделия, догруз.',
    },
  },
  {
    inDays: 3,
    input: {
      from: P.vladimir,
      to: P.nizhny,
      cargoTypes: [3],
      weightKg: 8_000,
      bodyTypes: ['board', 'tent'],
      loadingTypes: ['side', 'top'],
      budgetKopecks: 3_000_000,
      paymentMethod: 'cash',
      comment: 'Трубы ПНД в бухтах.',
    },
  },
  {
    inDays: 5,
    input: {
      from: P.vladimir,
      to: P.moscow,
      cargoTypes: [1],
      weightKg: 2_000,
      volumeM3: 12,
      bodyTypes: [],
      loadingTypes: ['rear'],
      budgetKopecks: 1_900_000,
      paymentMethod: 'card',
      comment: 'Текстиль в мешках.',
    },
  },
  {
    inDays: 3,
    input: {
      from: P.petersburg,
      to: P.tver,
      loadingTimeFrom: '08:00',
      loadingTimeTo: '10:00',
      cargoTypes: [1],
      weightKg: 10_000,
      volumeM3: 60,
      bodyTypes: ['tent'],
      loadingTypes: ['rear', 'side'],
      budgetKopecks: 5_200_000,
      paymentMethod: 'cashlessVat',
      comment: 'Стройматериалы на паллетах.',
    },
  },
  {
    inDays: 4,
    input: {
      from: P.kolpino,
      to: P.moscow,
      cargoTypes: [3],
      weightKg: 15_000,
      bodyTypes: ['tent', 'board'],
      loadingTypes: ['side', 'top'],
      budgetKopecks: 8_000_000,
      paymentMethod: 'cashlessVat',
      comment: 'Металлоконструкции, длина до 12 м.',
    },
  },
];

/** The demo carrier's deal just delivered in Санкт-Петербург: «Найти обратный груз» has loads to show. */
export const DEMO_RETURN_DEAL: DemoListing = {
  inDays: 0,
  input: {
    from: P.moscow,
    to: P.petersburg,
    loadingTimeFrom: '06:00',
    loadingTimeTo: '08:00',
    cargoTypes: [1],
    weightKg: 16_000,
    volumeM3: 80,
    bodyTypes: ['tent'],
    loadingTypes: ['rear'],
    budgetKopecks: 9_000_000,
    paymentMethod: 'cashlessVat',
    comment: 'Продукты в коробках, 30 паллет.',
  },
};

/** The orders the demo deals are about: Moscow → Tula twice, both carried and reviewed. */
export const DEMO_DEAL_ORDER: DemoListing = {
  inDays: 0,
  input: {
    from: P.moscow,
    to: P.tula,
    loadingTimeFrom: '09:00',
    loadingTimeTo: '10:00',
    cargoTypes: [1],
    weightKg: 1_500,
    volumeM3: 9,
    bodyTypes: ['isotherm'],
    loadingTypes: ['rear'],
    budgetKopecks: 1_500_000,
    paymentMethod: 'cashlessNoVat',
    comment: 'Коробки с посудой, аккуратно.',
  },
};

/** Published offers of the demo carriers: what a cargo owner finds in the search of transport. */
export const DEMO_OFFERS: readonly DemoListing[] = [
  {
    inDays: 2,
    input: {
      from: P.yekaterinburg,
      to: P.moscow,
      loadingTimeFrom: '08:00',
      loadingTimeTo: '18:00',
      budgetKopecks: 14_000_000,
      paymentMethod: 'cashlessVat',
      comment: 'Еврофура 20 т, 82 м³, возьму догруз по пути через Казань.',
      car: {
        vehicleType: 'eurotruck',
        make: 'Volvo',
        model: 'FH',
        capacityTons: 20,
        volumeM3: 82,
        bodyType: 'tent',
        loadingTypes: ['rear', 'side', 'top'],
      },
    },
  },
  {
    inDays: 3,
    input: {
      from: P.novosibirsk,
      to: P.omsk,
      budgetKopecks: 5_500_000,
      paymentMethod: 'cashlessNoVat',
      comment: 'Рефрижератор, держит от −18 до +8 °C.',
      car: {
        vehicleType: 'refrigeratorTruck',
        make: 'Isuzu',
        model: 'Forward',
        capacityTons: 10,
        volumeM3: 40,
        bodyType: 'refrigerator',
        loadingTypes: ['rear'],
      },
    },
  },
];

/** The second demo carrier's offer. */
export const DEMO_GAZELLE_OFFER: DemoListing = {
  inDays: 1,
  input: {
    from: P.rostov,
    to: P.krasnodar,
    loadingTimeFrom: '07:00',
    loadingTimeTo: '20:00',
    budgetKopecks: 1_200_000,
    paymentMethod: 'card',
    comment: 'Газель 4,2 м, помогу с погрузкой.',
    car: {
      vehicleType: 'gazelle',
      make: 'ГАЗ',
      model: 'Газель Next',
      capacityTons: 1.5,
      volumeM3: 16,
      bodyType: 'tent',
      loadingTypes: ['rear', 'side'],
    },
  },
};
