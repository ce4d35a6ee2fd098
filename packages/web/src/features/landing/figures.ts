import type { TMainContent } from '@fura/domain/content';
import { pluralRu } from '@fura/domain/plural';

type FigureKey = keyof TMainContent['figures'];

const FORMS: Record<FigureKey, readonly [string, string, string]> = {
  orders: ['заказ ждёт перевозчика', 'заказа ждут перевозчика', 'заказов ждут перевозчика'],
  offers: ['машина предложена', 'машины предложены', 'машин предложено'],
  carriers: ['перевозчик с тарифом', 'перевозчика с тарифом', 'перевозчиков с тарифом'],
  deals: ['перевозка завершена', 'перевозки завершены', 'перевозок завершено'],
};

const ORDER: FigureKey[] = ['orders', 'offers', 'carriers', 'deals'];
const number = new Intl.NumberFormat('ru-RU');

export interface Figure {
  key: FigureKey;
  value: string;
  label: string;
}

/** The main page's live figures: «1 234» and «заказа ждут перевозчика», with Russian plurals. */
export function figuresOf(figures: TMainContent['figures']): Figure[] {
  return ORDER.map((key) => ({
    key,
    value: number.format(figures[key]),
    label: pluralRu(figures[key], FORMS[key]),
  }));
}
