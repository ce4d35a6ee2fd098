import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FREE_TEXT_MESSAGE, freeText, isFreeText, withFreeTextField } from '../src/free-text';
import { ZArticleInput, ZArticle } from '../src/article-schemas';
import { ZLoginRequest, ZRegisterRequest } from '../src/auth';
import { ZCallbackRequest } from '../src/callback';
import { ZSuggestRequest } from '../src/address';
import { ZCreateRequestRequest, ZUpdateRequestRequest } from '../src/deal-schemas';
import { ZSaveReviewRequest } from '../src/review-schemas';
import { ZSendMessageRequest, ZSendVoiceFields } from '../src/dialog-schemas';
import { ZUserChange } from '../src/user';
import { ZVehicleTemplateInput } from '../src/vehicle-templates';
import { messagesOf } from './zod-issues';

const LONE_HIGH = '\ud800';
const LONE_LOW = '\udc00';

describe('isFreeText', () => {
  it.each([
    ['Cyrillic and punctuation', 'Москва, ул. Ленина, д. 1 — «склад»'],
    ['tab', 'a\tb'],
    ['line feed', 'первая\nвторая'],
    ['carriage return + line feed', 'первая\r\nвторая'],
    ['an emoji (a whole surrogate pair)', 'груз 🚚'],
    ['the empty string', ''],
  ])('accepts %s', (_name, text) => {
    expect(isFreeText(text)).toBe(true);
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['NUL alone', '\u0000'],
    ['SOH', '\u0001'],
    ['backspace', 'a\bb'],
    ['vertical tab', 'a\u000bb'],
    ['form feed', 'a\fb'],
    ['escape', '\u001b[31mred'],
    ['unit separator', '\u001f'],
    ['DEL', 'a\u007f'],
    ['a C1 control (NEL)', 'a\u0085b'],
    ['a C1 control (CSI)', '\u009b'],
    ['a lone high surrogate', `a${LONE_HIGH}b`],
    ['a lone low surrogate', `a${LONE_LOW}`],
    ['a pair in the wrong order', `${LONE_LOW}${LONE_HIGH}`],
    ['a high surrogate at the end', `груз ${LONE_HIGH}`],
  ])('refuses %s', (_name, text) => {
    expect(isFreeText(text)).toBe(false);
  });

  it('checks a long text to its end', () => {
    expect(isFreeText(`${'а'.repeat(1_000_000)}\u0000`)).toBe(false);
    expect(isFreeText('а'.repeat(1_000_000))).toBe(true);
  });
});

describe('freeText()', () => {
  const name = freeText('Введите имя').trim().min(1, 'Введите имя').max(5, 'Длинно');

  it('keeps the field rules chained after it', () => {
    expect(name.parse('  Иван ')).toBe('Иван');
    expect(messagesOf(name.safeParse('   '))).toEqual([{ path: '', message: 'Введите имя' }]);
    expect(messagesOf(name.safeParse(42))).toEqual([{ path: '', message: 'Введите имя' }]);
  });

  it('refuses a forbidden character with the Russian message', () => {
    expect(messagesOf(name.safeParse('И\u0000в'))).toEqual([{ path: '', message: FREE_TEXT_MESSAGE }]);
    expect(FREE_TEXT_MESSAGE).toBe('Текст содержит недопустимые символы');
  });
});

describe('withFreeTextField()', () => {
  const ZNote = z.object({ text: z.string().max(10), score: z.number() });
  const ZChecked = withFreeTextField(ZNote, 'text');

  it('checks the named field and names it in the error', () => {
    expect(ZChecked.parse({ text: 'ok', score: 1 })).toEqual({ text: 'ok', score: 1 });
    expect(messagesOf(ZChecked.safeParse({ text: 'a\u0000', score: 1 }))).toEqual([
      { path: 'text', message: FREE_TEXT_MESSAGE },
    ]);
  });
});

const place = { address: 'Москва', settlement: 'Москва', region: 'Москва', lat: 55.75, lon: 37.62 };
const order = {
  from: place,
  to: { ...place, address: 'Тула', settlement: 'Тула', region: 'Тульская область', lat: 54.2, lon: 37.6 },
  loadingDate: '2030-01-10',
  paymentMethod: 'cash',
  cargoTypes: [1],
  weightKg: 1000,
};
const car = { vehicleType: 'truck5', capacityTons: 3, bodyType: 'tent' };
const template = { ...car, name: 'Газель белая' };

/** Each request schema with a valid body and the path of every free-text field in it. */
const SCHEMAS: { name: string; schema: z.ZodType; valid: unknown; fields: string[] }[] = [
  {
    name: 'register',
    schema: ZRegisterRequest,
    valid: {
      type: 'cargo',
      email: 'a@b.ru',
      phone: '79990001122',
      password: 'parol2024',
      name: { first: 'Иван', last: 'Петров' },
    },
    fields: ['name.first', 'name.last'],
  },
  { name: 'login', schema: ZLoginRequest, valid: { login: 'a@b.ru', password: 'x' }, fields: ['login'] },
  {
    name: 'user-edit',
    schema: ZUserChange,
    valid: { name: { first: 'Иван', last: 'Петров' } },
    fields: ['name.first', 'name.last'],
  },
  {
    name: 'callback',
    schema: ZCallbackRequest,
    valid: { phone: '79990001122', name: 'Иван' },
    fields: ['phone', 'name'],
  },
  { name: 'address suggest', schema: ZSuggestRequest, valid: { query: 'Тула' }, fields: ['query'] },
  {
    name: 'article',
    schema: ZArticleInput,
    valid: { ...order, comment: 'Аккуратно', car: { ...car, make: 'ГАЗ', model: 'Газель' } },
    fields: [
      'from.address',
      'from.settlement',
      'from.region',
      'to.address',
      'to.placeId',
      'comment',
      'car.make',
      'car.model',
    ],
  },
  {
    name: 'vehicle template',
    schema: ZVehicleTemplateInput,
    valid: template,
    fields: ['name', 'make', 'model'],
  },
  {
    name: 'message',
    schema: ZSendMessageRequest,
    valid: { dialogId: 'd1', text: 'Привет', clientId: 'c1' },
    fields: ['text', 'clientId'],
  },
  {
    name: 'voice fields',
    schema: ZSendVoiceFields,
    valid: { dialogId: 'd1', clientId: 'c1' },
    fields: ['clientId'],
  },
  {
    name: 'create request',
    schema: ZCreateRequestRequest,
    valid: { articleId: 'a1', request: { request: 'Возьму' } },
    fields: ['request.request'],
  },
  {
    name: 'update request',
    schema: ZUpdateRequestRequest,
    valid: { requestId: 'r1', request: { request: 'Возьму' } },
    fields: ['request.request'],
  },
  {
    name: 'review',
    schema: ZSaveReviewRequest,
    valid: { orderId: 'a1', userId: 'u1', review: { rating: 5, comment: 'Спасибо' } },
    fields: ['review.comment'],
  },
];

function withValue(body: unknown, path: string, value: string): unknown {
  const copy = JSON.parse(JSON.stringify(body)) as Record<string, unknown>;
  const keys = path.split('.');
  const last = keys.pop() as string;
  let node = copy;
  for (const key of keys) node = node[key] as Record<string, unknown>;
  node[last] = value;
  return copy;
}

describe('every free-text field of the request schemas refuses control characters', () => {
  it.each(SCHEMAS)('$name: the valid body passes', ({ schema, valid }) => {
    expect(messagesOf(schema.safeParse(valid))).toEqual([]);
  });

  const cases = SCHEMAS.flatMap(({ name, schema, valid, fields }) =>
    fields.map((field) => ({ name, schema, valid, field })),
  );
  it.each(cases)('$name: $field', ({ schema, valid, field }) => {
    for (const bad of ['x\u0000y', `x${LONE_HIGH}`, 'x\u001by']) {
      const messages = messagesOf(schema.safeParse(withValue(valid, field, bad)));
      expect(messages).toContainEqual({ path: field, message: FREE_TEXT_MESSAGE });
    }
  });
});

describe('answers are not held to the input rule', () => {
  it('a listing stored with a control character before the rule still presents', () => {
    const legacy = { ...place, address: 'Москва\u0007', placeId: null };
    const shape = ZArticle.shape.from;
    expect(shape.safeParse(legacy).success).toBe(true);
  });
});
