import { z } from 'zod';
import { CALLBACK_PHONE_LENGTH } from './constants';
import { freeText } from './free-text';

export const CALLBACK_MESSAGES = {
  phone: 'Введите номер телефона',
  name: 'Введите имя',
  success: 'Заказ звонка совершен успешно. Ожидайте звонка.',
} as const;

/** Callback form (SPEC §5): phone exactly 11 characters, name non-empty after trimming. */
export const ZCallbackRequest = z.object({
  phone: freeText(CALLBACK_MESSAGES.phone).length(CALLBACK_PHONE_LENGTH, CALLBACK_MESSAGES.phone),
  name: freeText(CALLBACK_MESSAGES.name)
    .trim()
    .min(1, CALLBACK_MESSAGES.name)
    .max(100, 'Имя слишком длинное'),
});
export type TCallbackRequest = z.infer<typeof ZCallbackRequest>;
