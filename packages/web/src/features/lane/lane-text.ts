import type { ArticleType } from '@fura/domain/articles';

/** The lane page's words (issue 28); the heading, title and counts are the domain's (lane-texts.ts). */
export const LANE_TEXT = {
  sections: {
    order: {
      title: 'Заказы',
      none: 'Открытых заказов по этому направлению сейчас нет.',
      all: (from: string, to: string) => `Все заказы ${from} → ${to}`,
    },
    offer: {
      title: 'Свободный транспорт',
      none: 'Свободного транспорта по этому направлению сейчас нет.',
      all: (from: string, to: string) => `Все предложения ${from} → ${to}`,
    },
  } satisfies Record<ArticleType, unknown>,
  shown: (shown: number, all: number) => `Показаны ${shown} новых из ${all}`,
  emptyTitle: 'Сейчас по этому направлению нет открытых заказов и предложений',
  emptyHint: 'Перевозчики уже выполняли здесь рейсы. Разместите заказ — его увидят в поиске.',
  createOrder: 'Разместить заказ',
  neighbours: 'Соседние направления',
  loadError: 'Не удалось загрузить направление',
  notFound: 'Такого направления нет: по нему ещё не было объявлений.',
} as const;
