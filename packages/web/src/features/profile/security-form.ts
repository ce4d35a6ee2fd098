import { z } from 'zod';
import { ZPasswordChangeRequest } from '@fura/domain/user';
import { ZPassword } from '@fura/domain/credentials';
import { PASSWORD_REPEAT_MESSAGES } from '../../shared/ui/inputs/password-rules';

/** The security form: the current password, the new one and its repeat. */
export const ZSecurityForm = z
  .object({
    oldPassword: ZPasswordChangeRequest.shape.passObj.shape.oldPassword,
    password: ZPassword,
    repeat: z.string().min(1, PASSWORD_REPEAT_MESSAGES.required),
  })
  .refine((values) => values.password === values.repeat, {
    message: PASSWORD_REPEAT_MESSAGES.mismatch,
    path: ['repeat'],
  });

/** Server `param` → form field. */
export const SECURITY_SERVER_FIELDS = {
  'passObj.oldPassword': 'oldPassword',
  oldPassword: 'oldPassword',
  'passObj.password': 'password',
  password: 'password',
} as const;
