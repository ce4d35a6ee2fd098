import { vi } from 'vitest';
import type { TFaqSection, TLandingTexts, TMainContent, TPage } from '@fura/domain/content';

export interface Answer {
  status?: number;
  body: unknown;
}

export interface Call {
  path: string;
  method: string;
}

/** A fetch stub answering by exact path (query string included); anything else fails with 599. */
export function stubContentApi(handlers: Record<string, () => Answer>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init?: RequestInit) => {
      calls.push({ path, method: init?.method ?? 'GET' });
      const handler = handlers[path];
      const answer = handler ? handler() : { status: 599, body: { error: true, errors: [{ msg: path }] } };
      return Promise.resolve(
        new Response(JSON.stringify(answer.body), {
          status: answer.status ?? 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }),
  );
  return calls;
}

export const notFound = (msg: string): Answer => ({ status: 404, body: { error: true, errors: [{ msg }] } });
export const serverDown = (): Answer => ({
  status: 500,
  body: { error: true, errors: [{ msg: 'Сервер недоступен' }] },
});

export function makePage(overrides: Partial<TPage> = {}): TPage {
  return {
    slug: 'about',
    title: 'О компании',
    description: 'Кто мы',
    body: '## Кто мы\n\nБиржа «Фура» соединяет грузовладельцев и перевозчиков. [Тарифы](/tariffs)',
    updatedAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

function question(id: string, slug: string, text: string, answer: string, position: number) {
  return { id, slug, question: text, answer, position, updatedAt: '2026-02-01T09:00:00.000Z' };
}

export function makeFaq(): TFaqSection[] {
  return [
    {
      id: 's-all',
      title: 'Регистрация',
      audience: 'all',
      position: 0,
      questions: [
        question('q1', 'kak-zaregistrirovatsya', 'Как зарегистрироваться?', 'Нажмите «Регистрация».', 0),
        question('q2', 'kak-udalit-obyavlenie', 'Как удалить объявление?', 'Откройте «Мои заказы».', 1),
      ],
    },
    {
      id: 's-cargo',
      title: 'Заказы',
      audience: 'cargo',
      position: 1,
      questions: [
        question('q3', 'kak-vybrat-ispolnitelya', 'Как выбрать исполнителя?', 'Откройте заявки.', 0),
      ],
    },
    {
      id: 's-carrier',
      title: 'Тарифы',
      audience: 'carrier',
      position: 2,
      questions: [
        question('q4', 'chto-takoe-avtoplatezh', 'Что такое автоплатёж?', 'Продление тарифа с карты.', 0),
      ],
    },
  ];
}

const block = (title: string, text: string) => ({ title, text });

function roleLanding(side: string) {
  return {
    title: `Биржа для ${side}`,
    lead: `Всё для ${side} в одном месте.`,
    benefits: [
      block('Заявки сами', 'Перевозчики откликаются на заказ.'),
      block('Рейтинг', 'Отзывы после рейса.'),
    ],
    steps: [block('Опубликуйте', 'Заказ за две минуты.'), block('Выберите', 'Исполнителя из заявок.')],
    priceTitle: side === 'перевозчиков' ? 'Работа по тарифу' : 'Бесплатно',
    priceText: side === 'перевозчиков' ? 'Тариф открывает заказы.' : 'Грузовладельцы не платят.',
    cta: side === 'перевозчиков' ? 'Стать перевозчиком' : 'Разместить груз',
  };
}

export function makeLanding(): TLandingTexts {
  return {
    main: { title: 'Биржа грузов и машин', lead: 'Заказы и транспорт по всей России.' },
    cargo: roleLanding('грузовладельцев'),
    carrier: roleLanding('перевозчиков'),
    downloadApp: { title: 'Приложение «Фура»', lead: 'Заказы и чат всегда под рукой.' },
  };
}

export function makeMainContent(overrides: Partial<TMainContent> = {}): TMainContent {
  return {
    figures: { orders: 21, offers: 3, carriers: 5, deals: 1234 },
    latestOrders: [
      {
        _id: 'o1',
        from: 'Москва',
        to: 'Тула',
        loadingDate: '2026-08-12',
        cargoTypes: [1],
        weightKg: 5000,
        budgetKopecks: 2_000_000,
      },
      {
        _id: 'o2',
        from: 'Казань',
        to: 'Самара',
        loadingDate: '2026-08-13',
        cargoTypes: [],
        weightKg: null,
        budgetKopecks: null,
      },
    ],
    ...overrides,
  };
}
