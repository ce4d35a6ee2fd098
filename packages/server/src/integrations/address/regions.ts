/**
 * Regions of the bundled settlements list, keyed by GeoNames country + admin1 code.
 *
 * Seeded from iso3166-2-db (regions/RU/ru.json, MIT), with official names instead of its colloquial ones
 * («Чечня» → «Чеченская Республика»). The last six rows follow the Russian address registry (ФИАС/ГАР, DaData),
 * which lists them as Russian regions while GeoNames codes them UA: see docs/decisions.md. `iso` is the ISO 3166-2
 * code DaData answers as `region_iso_code`, the key shared by both providers.
 */
export interface RegionRow {
  country: 'RU' | 'UA';
  admin1: string;
  iso: string;
  name: string;
}

export const REGIONS: readonly RegionRow[] = [
  { country: 'RU', admin1: '01', iso: 'RU-AD', name: 'Республика Адыгея' },
  { country: 'RU', admin1: '03', iso: 'RU-AL', name: 'Республика Алтай' },
  { country: 'RU', admin1: '04', iso: 'RU-ALT', name: 'Алтайский край' },
  { country: 'RU', admin1: '05', iso: 'RU-AMU', name: 'Амурская область' },
  { country: 'RU', admin1: '06', iso: 'RU-ARK', name: 'Архангельская область' },
  { country: 'RU', admin1: '07', iso: 'RU-AST', name: 'Астраханская область' },
  { country: 'RU', admin1: '08', iso: 'RU-BA', name: 'Республика Башкортостан' },
  { country: 'RU', admin1: '09', iso: 'RU-BEL', name: 'Белгородская область' },
  { country: 'RU', admin1: '10', iso: 'RU-BRY', name: 'Брянская область' },
  { country: 'RU', admin1: '11', iso: 'RU-BU', name: 'Республика Бурятия' },
  { country: 'RU', admin1: '12', iso: 'RU-CE', name: 'Чеченская Республика' },
  { country: 'RU', admin1: '13', iso: 'RU-CHE', name: 'Челябинская область' },
  { country: 'RU', admin1: '15', iso: 'RU-CHU', name: 'Чукотский автономный округ' },
  { country: 'RU', admin1: '16', iso: 'RU-CU', name: 'Чувашская Республика' },
  { country: 'RU', admin1: '17', iso: 'RU-DA', name: 'Республика Дагестан' },
  { country: 'RU', admin1: '19', iso: 'RU-IN', name: 'Республика Ингушетия' },
  { country: 'RU', admin1: '20', iso: 'RU-IRK', name: 'Иркутская область' },
  { country: 'RU', admin1: '21', iso: 'RU-IVA', name: 'Ивановская область' },
  { country: 'RU', admin1: '22', iso: 'RU-KB', name: 'Кабардино-Балкарская Республика' },
  { country: 'RU', admin1: '23', iso: 'RU-KGD', name: 'Калининградская область' },
  { country: 'RU', admin1: '24', iso: 'RU-KL', name: 'Республика Калмыкия' },
  { country: 'RU', admin1: '25', iso: 'RU-KLU', name: 'Калужская область' },
  { country: 'RU', admin1: '27', iso: 'RU-KC', name: 'Карачаево-Черкесская Республика' },
  { country: 'RU', admin1: '28', iso: 'RU-KR', name: 'Республика Карелия' },
  { country: 'RU', admin1: '29', iso: 'RU-KEM', name: 'Кемеровская область — Кузбасс' },
  { country: 'RU', admin1: '30', iso: 'RU-KHA', name: 'Хабаровский край' },
  { country: 'RU', admin1: '31', iso: 'RU-KK', name: 'Республика Хакасия' },
  { country: 'RU', admin1: '32', iso: 'RU-KHM', name: 'Ханты-Мансийский автономный округ — Югра' },
  { country: 'RU', admin1: '33', iso: 'RU-KIR', name: 'Кировская область' },
  { country: 'RU', admin1: '34', iso: 'RU-KO', name: 'Республика Коми' },
  { country: 'RU', admin1: '37', iso: 'RU-KOS', name: 'Костромская область' },
  { country: 'RU', admin1: '38', iso: 'RU-KDA', name: 'Краснодарский край' },
  { country: 'RU', admin1: '40', iso: 'RU-KGN', name: 'Курганская область' },
  { country: 'RU', admin1: '41', iso: 'RU-KRS', name: 'Курская область' },
  { country: 'RU', admin1: '42', iso: 'RU-LEN', name: 'Ленинградская область' },
  { country: 'RU', admin1: '43', iso: 'RU-LIP', name: 'Липецкая область' },
  { country: 'RU', admin1: '44', iso: 'RU-MAG', name: 'Магаданская область' },
  { country: 'RU', admin1: '45', iso: 'RU-ME', name: 'Республика Марий Эл' },
  { country: 'RU', admin1: '46', iso: 'RU-MO', name: 'Республика Мордовия' },
  { country: 'RU', admin1: '47', iso: 'RU-MOS', name: 'Московская область' },
  { country: 'RU', admin1: '48', iso: 'RU-MOW', name: 'Москва' },
  { country: 'RU', admin1: '49', iso: 'RU-MUR', name: 'Мурманская область' },
  { country: 'RU', admin1: '50', iso: 'RU-NEN', name: 'Ненецкий автономный округ' },
  { country: 'RU', admin1: '51', iso: 'RU-NIZ', name: 'Нижегородская область' },
  { country: 'RU', admin1: '52', iso: 'RU-NGR', name: 'Новгородская область' },
  { country: 'RU', admin1: '53', iso: 'RU-NVS', name: 'Новосибирская область' },
  { country: 'RU', admin1: '54', iso: 'RU-OMS', name: 'Омская область' },
  { country: 'RU', admin1: '55', iso: 'RU-ORE', name: 'Оренбургская область' },
  { country: 'RU', admin1: '56', iso: 'RU-ORL', name: 'Орловская область' },
  { country: 'RU', admin1: '57', iso: 'RU-PNZ', name: 'Пензенская область' },
  { country: 'RU', admin1: '59', iso: 'RU-PRI', name: 'Приморский край' },
  { country: 'RU', admin1: '60', iso: 'RU-PSK', name: 'Псковская область' },
  { country: 'RU', admin1: '61', iso: 'RU-ROS', name: 'Ростовская область' },
  { country: 'RU', admin1: '62', iso: 'RU-RYA', name: 'Рязанская область' },
  { country: 'RU', admin1: '63', iso: 'RU-SA', name: 'Республика Саха (Якутия)' },
  { country: 'RU', admin1: '64', iso: 'RU-SAK', name: 'Сахалинская область' },
  { country: 'RU', admin1: '65', iso: 'RU-SAM', name: 'Самарская область' },
  { country: 'RU', admin1: '66', iso: 'RU-SPE', name: 'Санкт-Петербург' },
  { country: 'RU', admin1: '67', iso: 'RU-SAR', name: 'Саратовская область' },
  { country: 'RU', admin1: '68', iso: 'RU-SE', name: 'Республика Северная Осетия — Алания' },
  { country: 'RU', admin1: '69', iso: 'RU-SMO', name: 'Смоленская область' },
  { country: 'RU', admin1: '70', iso: 'RU-STA', name: 'Ставропольский край' },
  { country: 'RU', admin1: '71', iso: 'RU-SVE', name: 'Свердловская область' },
  { country: 'RU', admin1: '72', iso: 'RU-TAM', name: 'Тамбовская область' },
  { country: 'RU', admin1: '73', iso: 'RU-TA', name: 'Республика Татарстан' },
  { country: 'RU', admin1: '75', iso: 'RU-TOM', name: 'Томская область' },
  { country: 'RU', admin1: '76', iso: 'RU-TUL', name: 'Тульская область' },
  { country: 'RU', admin1: '77', iso: 'RU-TVE', name: 'Тверская область' },
  { country: 'RU', admin1: '78', iso: 'RU-TYU', name: 'Тюменская область' },
  { country: 'RU', admin1: '79', iso: 'RU-TY', name: 'Республика Тыва' },
  { country: 'RU', admin1: '80', iso: 'RU-UD', name: 'Удмуртская Республика' },
  { country: 'RU', admin1: '81', iso: 'RU-ULY', name: 'Ульяновская область' },
  { country: 'RU', admin1: '83', iso: 'RU-VLA', name: 'Владимирская область' },
  { country: 'RU', admin1: '84', iso: 'RU-VGG', name: 'Волгоградская область' },
  { country: 'RU', admin1: '85', iso: 'RU-VLG', name: 'Вологодская область' },
  { country: 'RU', admin1: '86', iso: 'RU-VOR', name: 'Воронежская область' },
  { country: 'RU', admin1: '87', iso: 'RU-YAN', name: 'Ямало-Ненецкий автономный округ' },
  { country: 'RU', admin1: '88', iso: 'RU-YAR', name: 'Ярославская область' },
  { country: 'RU', admin1: '89', iso: 'RU-YEV', name: 'Еврейская автономная область' },
  { country: 'RU', admin1: '90', iso: 'RU-PER', name: 'Пермский край' },
  { country: 'RU', admin1: '91', iso: 'RU-KYA', name: 'Красноярский край' },
  { country: 'RU', admin1: '92', iso: 'RU-KAM', name: 'Камчатский край' },
  { country: 'RU', admin1: '93', iso: 'RU-ZAB', name: 'Забайкальский край' },
  // Listed by the registry (DaData) as Russian regions; coded UA in GeoNames. DaData answers UA-43 for Крым.
  { country: 'UA', admin1: '11', iso: 'UA-43', name: 'Республика Крым' },
  { country: 'UA', admin1: '20', iso: 'UA-40', name: 'Севастополь' },
  { country: 'UA', admin1: '05', iso: 'UA-14', name: 'Донецкая Народная Республика' },
  { country: 'UA', admin1: '14', iso: 'UA-09', name: 'Луганская Народная Республика' },
  { country: 'UA', admin1: '26', iso: 'UA-23', name: 'Запорожская область' },
  { country: 'UA', admin1: '08', iso: 'UA-65', name: 'Херсонская область' },
];

const BY_ISO = new Map(REGIONS.map((row) => [row.iso, row]));
const BY_ADMIN1 = new Map(REGIONS.map((row) => [`${row.country}.${row.admin1}`, row]));

export function regionByIso(iso: string | null | undefined): RegionRow | undefined {
  return iso ? BY_ISO.get(iso) : undefined;
}

export function regionByAdmin1(country: string, admin1: string): RegionRow | undefined {
  return BY_ADMIN1.get(`${country}.${admin1}`);
}
