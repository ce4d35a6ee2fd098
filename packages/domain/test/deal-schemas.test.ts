import { describe, expect, it } from 'vitest';
import { DEAL_MESSAGES } from '../src/deal-items';
import { ZCreateRequestRequest, ZSetLocationRequest } from '../src/deal-schemas';
import { messagesOf } from './zod-issues';

describe('ZSetLocationRequest (SPEC §7 setLocation)', () => {
  it.each([
    [55.75, 37.62],
    [-90, -180],
    [90, 180],
    [0, 0],
  ])('[%o, %o] passes', (lat, lng) => {
    expect(ZSetLocationRequest.parse({ position: [lat, lng] })).toEqual({ position: [lat, lng] });
  });

  it.each([
    [90.01, 0],
    [-90.01, 0],
    [0, 180.01],
    [0, -180.01],
  ])('[%o, %o] is out of bounds', (lat, lng) => {
    expect(ZSetLocationRequest.safeParse({ position: [lat, lng] }).success).toBe(false);
  });

  it.each([
    ['a missing position', {}],
    ['one number', { position: [55] }],
    ['three numbers', { position: [55, 37, 1] }],
    ['an object', { position: { lat: 55, lng: 37 } }],
    ['a string', { position: '55,37' }],
  ])('%s is refused with the Russian message', (_name, body) => {
    const issues = messagesOf(ZSetLocationRequest.safeParse(body));
    expect(issues).toContainEqual({ path: 'position', message: DEAL_MESSAGES.position });
  });

  it('numbers given as strings are refused', () => {
    expect(ZSetLocationRequest.safeParse({ position: ['55', '37'] }).success).toBe(false);
  });
});

describe('ZCreateRequestRequest', () => {
  it('embeds ZRequestInput (trimmed text, null defaults) and an optional socketId', () => {
    expect(ZCreateRequestRequest.parse({ articleId: 'a1', request: { request: ' Да ' } })).toEqual({
      articleId: 'a1',
      request: { request: 'Да', priceKopecks: null, date: null, vehicleTemplateId: null },
    });
  });

  it('refuses an empty article id and reports a bad request text under request.request', () => {
    expect(ZCreateRequestRequest.safeParse({ articleId: '', request: { request: 'x' } }).success).toBe(false);
    expect(
      messagesOf(ZCreateRequestRequest.safeParse({ articleId: 'a1', request: { request: ' ' } })),
    ).toEqual([{ path: 'request.request', message: DEAL_MESSAGES.requestText }]);
  });
});
