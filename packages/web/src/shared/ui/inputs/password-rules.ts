import { PASSWORD_MIN_LENGTH } from '@fura/domain/constants';

/** The password rules of the auth contract, shown as a checklist beside new-password fields. */
export const PASSWORD_RULES: readonly { label: string; test: (password: string) => boolean }[] = [
  {
    label: `Не короче ${PASSWORD_MIN_LENGTH} символов`,
    test: (password) => password.length >= PASSWORD_MIN_LENGTH,
  },
  { label: 'Есть буква', test: (password) => /\p{L}/u.test(password) },
  { label: 'Есть цифра', test: (password) => /\d/.test(password) },
];

export const PASSWORD_REPEAT_MESSAGES = {
  required: 'Повторите пароль',
  mismatch: 'Пароли не совпадают',
} as const;
