/** Where generated listings start and end: large Russian cities weighted by population (thousands), plus the far
 * east (Anadyr sits by the antimeridian). The search cases use the first two. */
export interface BenchCity {
  name: string;
  region: string;
  lat: number;
  lon: number;
  weight: number;
}

export const BENCH_CITIES: readonly BenchCity[] = [
  { name: 'Москва', region: 'Москва', lat: 55.7558, lon: 37.6173, weight: 13000 },
  { name: 'Санкт-Петербург', region: 'Санкт-Петербург', lat: 59.9386, lon: 30.3141, weight: 5600 },
  { name: 'Новосибирск', region: 'Новосибирская область', lat: 55.0302, lon: 82.9204, weight: 1630 },
  { name: 'Екатеринбург', region: 'Свердловская область', lat: 56.838, lon: 60.5975, weight: 1540 },
  { name: 'Казань', region: 'Республика Татарстан', lat: 55.7964, lon: 49.1089, weight: 1310 },
  { name: 'Нижний Новгород', region: 'Нижегородская область', lat: 56.3269, lon: 44.0059, weight: 1220 },
  { name: 'Челябинск', region: 'Челябинская область', lat: 55.1599, lon: 61.4026, weight: 1180 },
  { name: 'Красноярск', region: 'Красноярский край', lat: 56.009, lon: 92.8726, weight: 1200 },
  { name: 'Самара', region: 'Самарская область', lat: 53.1959, lon: 50.1002, weight: 1160 },
  { name: 'Уфа', region: 'Республика Башкортостан', lat: 54.7348, lon: 55.9579, weight: 1160 },
  { name: 'Ростов-на-Дону', region: 'Ростовская область', lat: 47.2221, lon: 39.7203, weight: 1140 },
  { name: 'Омск', region: 'Омская область', lat: 54.9893, lon: 73.3682, weight: 1110 },
  { name: 'Краснодар', region: 'Краснодарский край', lat: 45.0355, lon: 38.9753, weight: 1100 },
  { name: 'Воронеж', region: 'Воронежская область', lat: 51.6608, lon: 39.2003, weight: 1050 },
  { name: 'Пермь', region: 'Пермский край', lat: 58.0105, lon: 56.2502, weight: 1030 },
  { name: 'Волгоград', region: 'Волгоградская область', lat: 48.708, lon: 44.5133, weight: 1000 },
  { name: 'Саратов', region: 'Саратовская область', lat: 51.5331, lon: 46.0342, weight: 830 },
  { name: 'Тюмень', region: 'Тюменская область', lat: 57.153, lon: 65.5343, weight: 850 },
  { name: 'Тольятти', region: 'Самарская область', lat: 53.5078, lon: 49.4204, weight: 680 },
  { name: 'Барнаул', region: 'Алтайский край', lat: 53.3481, lon: 83.7798, weight: 630 },
  { name: 'Ижевск', region: 'Удмуртская Республика', lat: 56.8527, lon: 53.2114, weight: 630 },
  { name: 'Махачкала', region: 'Республика Дагестан', lat: 42.9849, lon: 47.5047, weight: 620 },
  { name: 'Хабаровск', region: 'Хабаровский край', lat: 48.4802, lon: 135.0719, weight: 610 },
  { name: 'Иркутск', region: 'Иркутская область', lat: 52.287, lon: 104.305, weight: 610 },
  { name: 'Владивосток', region: 'Приморский край', lat: 43.1155, lon: 131.8855, weight: 600 },
  { name: 'Ярославль', region: 'Ярославская область', lat: 57.6261, lon: 39.8845, weight: 570 },
  { name: 'Томск', region: 'Томская область', lat: 56.4846, lon: 84.9476, weight: 560 },
  { name: 'Оренбург', region: 'Оренбургская область', lat: 51.7682, lon: 55.0969, weight: 550 },
  { name: 'Кемерово', region: 'Кемеровская область', lat: 55.3547, lon: 86.0873, weight: 550 },
  { name: 'Рязань', region: 'Рязанская область', lat: 54.6269, lon: 39.6916, weight: 530 },
  { name: 'Калининград', region: 'Калининградская область', lat: 54.7104, lon: 20.4522, weight: 490 },
  { name: 'Тверь', region: 'Тверская область', lat: 56.8587, lon: 35.9176, weight: 420 },
  { name: 'Якутск', region: 'Республика Саха (Якутия)', lat: 62.0281, lon: 129.7326, weight: 360 },
  { name: 'Архангельск', region: 'Архангельская область', lat: 64.5393, lon: 40.517, weight: 300 },
  { name: 'Мурманск', region: 'Мурманская область', lat: 68.9585, lon: 33.0827, weight: 270 },
  { name: 'Анадырь', region: 'Чукотский автономный округ', lat: 64.7337, lon: 177.5089, weight: 15 },
];
