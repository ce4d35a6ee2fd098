import { z } from 'zod';
import { E_ORDER_FIELDS } from './deal-terms';
import { ZSocketId } from './socket-id';

/**
 * The «договор-заявка» of a deal (issue 29): made on the server from the deal's data for every chosen executor, signed
 * by both parties in the app (a simple electronic signature: the time, the user and his address), its content's
 * SHA-256 confirmed by /api/deal/contract/verify. A signature belongs to one version of the terms: a change of the
 * terms raises the version, and both sign again.
 */

export const CONTRACT_SIDES = ['cargo', 'carrier'] as const;
export type ContractSide = (typeof CONTRACT_SIDES)[number];

export const CONTRACT_SIDE_LABELS: Record<ContractSide, string> = {
  cargo: 'Заказчик (грузовладелец)',
  carrier: 'Перевозчик',
};

export const CONTRACT_MESSAGES = {
  staleVersion: 'Условия сделки изменились — откройте договор заново',
  dealClosed: 'Сделка отменена или объявление удалено — подписать договор-заявку нельзя',
  hashFormat: 'Хеш договора — 64 символа SHA-256: цифры 0–9 и буквы a–f',
  dealNotFound: 'Сделка не найдена',
  termsVersion: 'Версия условий — целое число',
} as const;

/** The consent the signer confirms (the sign screen's checkbox). */
export const CONTRACT_CONSENT_TEXT =
  'Я подписываю договор-заявку простой электронной подписью на условиях сайта';

/** The public call that confirms a contract's SHA-256 (printed on the PDF). */
export const CONTRACT_VERIFY_PATH = '/api/deal/contract/verify';

const ZId = z.string().min(1).max(64);

export const ZContractIds = z.object({ articleId: ZId, executorId: ZId });
export type TContractIds = z.infer<typeof ZContractIds>;

/** The PDF's address: a plain GET the deal page links to (the session cookie rides along). */
export function contractPdfPath({ articleId, executorId }: TContractIds): string {
  return `/api/deal/contract.pdf?articleId=${encodeURIComponent(articleId)}&executorId=${encodeURIComponent(executorId)}`;
}

/** A SHA-256 in hex as people copy it from the PDF: case and surrounding spaces do not matter. */
export const ZContractHash = z
  .string({ error: CONTRACT_MESSAGES.hashFormat })
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{64}$/, CONTRACT_MESSAGES.hashFormat);

export const ZContractSignRequest = ZContractIds.extend({
  termsVersion: z
    .number({ error: CONTRACT_MESSAGES.termsVersion })
    .int(CONTRACT_MESSAGES.termsVersion)
    .min(1),
  /** The content the signer read (the get answer's hash): a different one is stale too. */
  hash: ZContractHash.optional(),
  socketId: ZSocketId,
});
export type TContractSignRequest = z.input<typeof ZContractSignRequest>;

export const ZContractVerifyRequest = z.object({ hash: ZContractHash });
export type TContractVerifyRequest = z.input<typeof ZContractVerifyRequest>;

export const ZContractSignature = z.object({
  side: z.enum(CONTRACT_SIDES),
  name: z.string(),
  signedAt: z.string(),
});
export type TContractSignature = z.infer<typeof ZContractSignature>;

/** One fact of the contract as it is printed: «Адрес погрузки» — «Москва, Тверская улица, 1». */
export const ZContractSection = z.object({
  title: z.string(),
  rows: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type TContractSection = z.infer<typeof ZContractSection>;

export const ZMissingField = z.object({ field: z.enum(E_ORDER_FIELDS), label: z.string() });
export type TMissingField = z.infer<typeof ZMissingField>;

/**
 * POST /api/deal/contract/get: the current version's contract for a party — its number, hash, the signatures of this
 * version and content, the facts as printed, and the e-заказ-заявка's fields the deal lacks.
 */
export const ZContractResponse = z.object({
  error: z.literal(false),
  number: z.string(),
  /** The contract's date (the deal's), YYYY-MM-DD in Moscow. */
  date: z.string(),
  termsVersion: z.number().int(),
  hash: z.string(),
  mySide: z.enum(CONTRACT_SIDES),
  signatures: z.array(ZContractSignature),
  signedByBoth: z.boolean(),
  mySignature: z.object({ signedAt: z.string() }).nullable(),
  /** Why the caller cannot sign now (the deal cancelled, a party's company liquidated), or null. */
  signRefusal: z.string().nullable(),
  missingFields: z.array(ZMissingField),
  title: z.string(),
  sections: z.array(ZContractSection),
  terms: z.array(z.string()),
});
export type TContractResponse = z.infer<typeof ZContractResponse>;

/**
 * POST /api/deal/contract/verify: what a holder of the PDF may learn from its hash — the number, the date, who signed
 * (by side) and when, and whether it is still the deal's current contract. No names, INNs or addresses: whoever holds
 * the PDF already reads them there, and whoever merely guessed a hash learns nothing about the parties.
 */
export const ZContractVerifyResponse = z.discriminatedUnion('valid', [
  z.object({
    error: z.literal(false),
    valid: z.literal(true),
    number: z.string(),
    date: z.string(),
    termsVersion: z.number().int(),
    signedByBoth: z.boolean(),
    signatures: z.array(z.object({ side: z.enum(CONTRACT_SIDES), signedAt: z.string() })),
    current: z.boolean(),
  }),
  z.object({ error: z.literal(false), valid: z.literal(false) }),
]);
export type TContractVerifyResponse = z.infer<typeof ZContractVerifyResponse>;

/**
 * The contract's number: the deal's short id (the listing's first 8 hex digits and the executor's first 4) and the
 * version of the terms, «3F2A9C1B-E5F6-2».
 */
export function contractNumber(articleId: string, executorId: string, termsVersion: number): string {
  const short = (id: string, length: number) => id.replace(/-/g, '').slice(0, length).toUpperCase();
  return `${short(articleId, 8)}-${short(executorId, 4)}-${termsVersion}`;
}
