import { z } from 'zod';
import { ADMIN_USER_MESSAGES, BAN_DAYS_MAX, ZBanRequest } from '@fura/domain/admin-users';

/** The ban form: whole days or «навсегда», and the reason the user will read. */
export const ZBanForm = z
  .object({
    forever: z.boolean(),
    /** NumberInput gives '' while empty. */
    days: z.union([z.number(), z.string()]),
    comment: ZBanRequest.shape.comment,
  })
  .superRefine((values, context) => {
    if (values.forever) return;
    const days = values.days;
    if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > BAN_DAYS_MAX) {
      context.addIssue({ code: 'custom', message: ADMIN_USER_MESSAGES.days, path: ['days'] });
    }
  });
export type TBanFormInput = z.input<typeof ZBanForm>;

export const BAN_FORM_DEFAULTS: TBanFormInput = { forever: false, days: 7, comment: '' };

/** Server `param` → form field. */
export const BAN_SERVER_FIELDS = { days: 'days', comment: 'comment' } as const;
