import type { ArticleType } from '@fura/domain/articles';
import { CORRIDOR_MAX_KM, CORRIDOR_MIN_KM } from '@fura/domain/corridor';
import { MAX_START_RADIUS_KM } from '@fura/domain/search-limits';
import { START_RADIUS_MIN_KM } from '../../../shared/search/corridor-params';

/** What the corridor pages say, by the kind of listing searched («Заказы по пути», «Транспорт по пути»). */
export const CORRIDOR_TEXT = {
  order: {
    lead: 'Заказы, которые можно взять по дороге: укажите маршрут и ширину коридора — мы покажем крюк до каждого.',
    wrongRole: 'Вы грузовладелец — машины, которые едут мимо, в разделе',
    wrongRolePath: '/route-offer',
    wrongRoleLink: 'Транспорт по пути',
  },
  offer: {
    lead: 'Перевозчики, которые едут мимо: укажите маршрут груза — мы покажем машины с маршрутом вдоль него.',
    wrongRole: 'Вы перевозчик — заказы по дороге в разделе',
    wrongRolePath: '/route-order',
    wrongRoleLink: 'Заказы по пути',
  },
} as const satisfies Record<ArticleType, Record<string, string>>;

export const ROUTE_TEXT = {
  routeTitle: 'Маршрут',
  formTitle: 'Маршрут и фильтры',
  departure: 'Откуда',
  destination: 'Куда',
  via: (n: number) => `Промежуточный пункт ${n}`,
  addVia: 'Добавить пункт',
  removeVia: (n: number) => `Убрать промежуточный пункт ${n}`,
  width: 'Ширина коридора, км',
  widthHint: `От ${CORRIDOR_MIN_KM} до ${CORRIDOR_MAX_KM} км по обе стороны маршрута`,
  widthError: `Ширина коридора — от ${CORRIDOR_MIN_KM} до ${CORRIDOR_MAX_KM} км`,
  startRadius: 'Радиус от места разгрузки, км',
  startRadiusHint: 'Где искать погрузку вокруг пункта, откуда вы поедете обратно',
  startRadiusError: `Радиус — от ${START_RADIUS_MIN_KM} до ${MAX_START_RADIUS_KM} км`,
  needRoute: 'Укажите, откуда и куда вы едете',
  needRouteHint:
    'Выберите пункт отправления и назначения — мы найдём объявления вдоль маршрута и посчитаем крюк.',
  invalid: 'Исправьте ошибки в форме — поиск ждёт верных значений',
} as const;

export const RESULT_TEXT = {
  /** «Маршрут ≈ 812 км»: ≈ unless the kilometres came from a routing server. */
  routeKm: (km: number, estimated: boolean) => `Маршрут ${estimated ? '≈ ' : ''}${Math.round(km)} км`,
  corridor: (widthKm: number) => `коридор ${widthKm} км`,
  detour: (km: number, estimated: boolean) => `крюк ${estimated ? '≈ ' : ''}${km} км`,
  onMap: 'На карте',
  onMapName: (n: number) => `На карте — метка ${n}`,
  markLabel: 'Метка на карте',
  empty: 'Вдоль этого маршрута ничего не нашлось',
  emptyHint: (widthKm: number) =>
    `Расширьте коридор (сейчас ${widthKm} км), добавьте промежуточный пункт, через который готовы проехать, или уберите часть фильтров.`,
  widen: (km: number) => `Расширить до ${km} км`,
  error: 'Не удалось загрузить объявления по пути',
  retry: 'Повторить',
  loadMore: 'Показать ещё',
  mapLabel: 'Карта маршрута и найденных объявлений',
  mapFailed: 'Карта не загрузилась — список объявлений ниже работает и без неё.',
  routeStart: 'Начало маршрута',
  routeEnd: 'Конец маршрута',
} as const;
