import { z } from 'zod';
import {
  DEAL_MESSAGES,
  REQUEST_PRICE_MAX_KOPECKS,
  ZRequestInput,
  type TArticleRequest,
  type TRequestInputRaw,
} from '@fura/domain/deal-items';
import { kopecksToRubles, rublesToKopecks } from '@fura/domain/money';

/** The request form: the price is typed in whole roubles and sent in kopecks; empty price and date are allowed. */
export const ZRequestForm = z.object({
  request: ZRequestInput.shape.request,
  price: z
    .string()
    .refine(
      (value) => value === '' || rublesToKopecks(Number(value)) <= REQUEST_PRICE_MAX_KOPECKS,
      DEAL_MESSAGES.requestPrice,
    ),
  date: z.string().nullable(),
  /** A carrier requesting an order: one of his vehicle templates (issue 29), or none. */
  vehicleTemplateId: z.string().nullable(),
});
export type RequestFormValues = z.input<typeof ZRequestForm>;
export type RequestFormField = keyof RequestFormValues;

export const PRICE_MAX_DIGITS = String(Math.round(kopecksToRubles(REQUEST_PRICE_MAX_KOPECKS))).length;

export function requestFormValues(request: TArticleRequest | null): RequestFormValues {
  return {
    request: request?.request ?? '',
    price: request?.priceKopecks == null ? '' : String(Math.round(kopecksToRubles(request.priceKopecks))),
    date: request?.date ?? null,
    vehicleTemplateId: request?.vehicle?.templateId ?? null,
  };
}

export function requestInputOf(values: z.output<typeof ZRequestForm>): TRequestInputRaw {
  return {
    request: values.request,
    priceKopecks: values.price === '' ? null : rublesToKopecks(Number(values.price)),
    date: values.date,
    // Absent is none: the server's default, so a request without a vehicle is sent as before issue 29.
    ...(values.vehicleTemplateId ? { vehicleTemplateId: values.vehicleTemplateId } : {}),
  };
}

/** The server's `param` (the body path) → the form field. */
export const REQUEST_SERVER_FIELDS: Readonly<Record<string, RequestFormField>> = {
  'request.request': 'request',
  'request.priceKopecks': 'price',
  'request.date': 'date',
  'request.vehicleTemplateId': 'vehicleTemplateId',
  request: 'request',
  priceKopecks: 'price',
  date: 'date',
};
