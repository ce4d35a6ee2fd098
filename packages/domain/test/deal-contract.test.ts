import { describe, expect, it } from 'vitest';
import {
  CONTRACT_MESSAGES,
  contractNumber,
  contractPdfPath,
  ZContractHash,
  ZContractSignRequest,
} from '../src/deal-contract';
import { notificationLink, notificationText } from '../src/notification-texts';

const HASH = 'a'.repeat(32) + '0123456789abcdef'.repeat(2);

describe('contractNumber', () => {
  it('is the listing’s first 8 hex digits, the executor’s first 4 and the version', () => {
    expect(
      contractNumber('3f2a9c1b-0000-4000-8000-000000000001', 'e5f6aaaa-0000-4000-8000-000000000002', 2),
    ).toBe('3F2A9C1B-E5F6-2');
  });

  it('differs per executor of one listing and per version', () => {
    const listing = '3f2a9c1b-0000-4000-8000-000000000001';
    const one = contractNumber(listing, 'e5f6aaaa-0000-4000-8000-000000000002', 1);
    expect(contractNumber(listing, 'b7c8aaaa-0000-4000-8000-000000000003', 1)).not.toBe(one);
    expect(contractNumber(listing, 'e5f6aaaa-0000-4000-8000-000000000002', 2)).not.toBe(one);
  });
});

describe('ZContractHash', () => {
  it('takes a SHA-256 as people copy it: upper case, spaces around', () => {
    expect(ZContractHash.parse(`  ${HASH.toUpperCase()}\n`)).toBe(HASH);
  });

  it('refuses anything else with the Russian message', () => {
    for (const bad of ['', 'abc', 'g'.repeat(64), `${HASH}0`, 42]) {
      const result = ZContractHash.safeParse(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(CONTRACT_MESSAGES.hashFormat);
    }
  });
});

describe('ZContractSignRequest', () => {
  const ids = { articleId: 'a', executorId: 'b' };

  it('needs a whole positive version; the hash is optional', () => {
    expect(ZContractSignRequest.safeParse({ ...ids, termsVersion: 1 }).success).toBe(true);
    expect(ZContractSignRequest.safeParse({ ...ids, termsVersion: 1, hash: HASH }).success).toBe(true);
    for (const termsVersion of [0, 1.5, '1', null]) {
      expect(ZContractSignRequest.safeParse({ ...ids, termsVersion }).success, String(termsVersion)).toBe(
        false,
      );
    }
  });
});

describe('contractPdfPath', () => {
  it('is the GET the deal page links to, ids encoded', () => {
    expect(contractPdfPath({ articleId: 'a b', executorId: 'c&d' })).toBe(
      '/api/deal/contract.pdf?articleId=a%20b&executorId=c%26d',
    );
  });
});

describe('the signatures’ notifications', () => {
  const info = {
    articleId: 'a1',
    articleType: 'order',
    executorId: 'c1',
    routeFrom: 'Москва',
    routeTo: 'Казань',
    userFio: 'Анна Грузова',
  };

  it('name the deal’s route and the signer', () => {
    expect(notificationText({ code: 'contractSigned', info })).toBe(
      'Другая сторона подписала договор-заявку по заказу Москва → Казань — Анна Грузова. Подпишите и вы',
    );
    expect(notificationText({ code: 'contractSignedByBoth', info })).toBe(
      'Договор-заявка по заказу Москва → Казань подписан сторонами — Анна Грузова',
    );
  });

  it('lead to the deal, or to the listing without its executor', () => {
    expect(notificationLink({ code: 'contractSigned', info })).toBe('/deal/a1/c1');
    expect(notificationLink({ code: 'contractSignedByBoth', info })).toBe('/deal/a1/c1');
    expect(notificationLink({ code: 'contractSigned', info: { ...info, executorId: undefined } })).toBe(
      '/order/a1',
    );
  });
});
