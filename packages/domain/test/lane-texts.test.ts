import { describe, expect, it } from 'vitest';
import { laneSummary, laneTitle } from '../src/lane-texts';
import { ZLaneRequest } from '../src/lane-schemas';

describe('lane texts', () => {
  it('the title counts the open listings with the Russian plural', () => {
    expect(laneTitle('Москва', 'Казань', 17)).toBe(
      'Грузоперевозки Москва — Казань: 17 заказов и предложений',
    );
    expect(laneTitle('Москва', 'Казань', 1)).toBe('Грузоперевозки Москва — Казань: 1 заказ или предложение');
    expect(laneTitle('Москва', 'Казань', 3)).toBe('Грузоперевозки Москва — Казань: 3 заказа и предложения');
    expect(laneTitle('Москва', 'Казань', 11)).toBe(
      'Грузоперевозки Москва — Казань: 11 заказов и предложений',
    );
  });

  it('the summary line: orders, offers, and the carriers only when there are any', () => {
    expect(laneSummary({ orders: 12, offers: 5, carriers: 7 })).toBe(
      '12 заказов · 5 предложений · 7 перевозчиков выполняли рейсы',
    );
    expect(laneSummary({ orders: 1, offers: 2, carriers: 21 })).toBe(
      '1 заказ · 2 предложения · 21 перевозчик выполнял рейсы',
    );
    expect(laneSummary({ orders: 0, offers: 1, carriers: 0 })).toBe('0 заказов · 1 предложение');
  });

  it('the request: a lane address of 1–200 characters, trimmed', () => {
    expect(ZLaneRequest.parse({ lane: ' moskva-kazan ' })).toEqual({ lane: 'moskva-kazan' });
    for (const lane of ['', '   ', 'x'.repeat(201), 5, null]) {
      expect(ZLaneRequest.safeParse({ lane }).error?.issues[0]?.message).toBe('Укажите направление');
    }
  });
});
