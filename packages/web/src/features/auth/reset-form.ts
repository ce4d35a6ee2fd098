import { z } from 'zod';
import { ZPassword } from '@fura/domain/credentials';
import { PASSWORD_REPEAT_MESSAGES } from '../../shared/ui/inputs/password-rules';

/** The reset screen's form: the new password typed twice. */
export const ZResetForm = z
  .object({
    password: ZPassword,
    password2: z.string().min(1, PASSWORD_REPEAT_MESSAGES.required),
  })
  .refine((values) => values.password2 === '' || values.password === values.password2, {
    message: PASSWORD_REPEAT_MESSAGES.mismatch,
    path: ['password2'],
  });
