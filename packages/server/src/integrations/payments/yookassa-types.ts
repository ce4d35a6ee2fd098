import { z } from 'zod';

/**
 * The parts of YooKassa's payment object (API v3, shared/integrations/yookassa.md §4) that we read. Answers are
 * parsed, not trusted: a field missing or of another type fails loudly instead of charging on a guess.
 */
export const ZYooAmount = z.object({ value: z.string(), currency: z.string() });

export const ZYooPaymentStatus = z.enum(['pending', 'waiting_for_capture', 'succeeded', 'canceled']);

export const ZYooPayment = z.object({
  id: z.string().min(1),
  status: ZYooPaymentStatus,
  paid: z.boolean(),
  amount: ZYooAmount,
  description: z.string().optional(),
  metadata: z.record(z.string(), z.string()).nullish(),
  test: z.boolean().optional(),
  created_at: z.string(),
  payment_method: z
    .object({
      type: z.string(),
      id: z.string(),
      saved: z.boolean(),
      title: z.string().optional(),
      card: z
        .object({
          last4: z.string(),
          card_type: z.string().optional(),
          expiry_month: z.string().optional(),
          expiry_year: z.string().optional(),
        })
        .optional(),
    })
    .optional(),
  confirmation: z
    .object({ type: z.string(), confirmation_url: z.string().optional(), return_url: z.string().optional() })
    .optional(),
  cancellation_details: z.object({ party: z.string(), reason: z.string() }).optional(),
});
export type YooPayment = z.infer<typeof ZYooPayment>;

/** YooKassa's error body (§7). */
export const ZYooErrorBody = z.object({
  type: z.literal('error'),
  id: z.string().optional(),
  code: z.string(),
  description: z.string().optional(),
  parameter: z.string().optional(),
});

/** A 54-ФЗ receipt of one service item (§8). */
export interface YooReceipt {
  customer: { email: string };
  items: {
    description: string;
    quantity: string;
    amount: z.infer<typeof ZYooAmount>;
    vat_code: number;
    payment_subject: 'service';
    payment_mode: 'full_payment';
  }[];
}

/** The body of POST /v3/payments: a first payment (redirect, card saved) or a recurring one (saved method). */
export interface YooCreatePayment {
  amount: z.infer<typeof ZYooAmount>;
  capture: true;
  description: string;
  metadata: Record<string, string>;
  receipt?: YooReceipt;
  confirmation?: { type: 'redirect'; return_url: string };
  save_payment_method?: true;
  payment_method_id?: string;
}
