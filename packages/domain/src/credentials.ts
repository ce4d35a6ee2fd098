import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants';
import { freeText } from './free-text';

/** Russian messages of the auth forms and the credential fields they share. */
export const AUTH_MESSAGES = {
  type: 'Выберите роль: грузовладелец или перевозчик',
  email: 'Введите корректный e-mail',
  phone: 'Телефон должен состоять из 11 цифр и начинаться с 7',
  password: `Пароль должен быть не короче ${PASSWORD_MIN_LENGTH} символов и содержать букву и цифру`,
  firstName: 'Введите имя',
  lastName: 'Введите фамилию',
  login: 'Введите e-mail или телефон',
  passwordRequired: 'Введите пароль',
  wrongCredentials: 'Неверный логин или пароль',
  emailTaken: 'Пользователь с таким e-mail уже зарегистрирован',
  phoneTaken: 'Пользователь с таким телефоном уже зарегистрирован',
  resetInvalid: 'Ссылка для восстановления пароля недействительна или устарела',
  forgotSent: 'Если такой e-mail зарегистрирован, мы отправили на него ссылку для восстановления пароля',
  resetDone: 'Пароль изменён. Войдите с новым паролем',
  oldPasswordWrong: 'Текущий пароль указан неверно',
  passwordChanged: 'Пароль изменён',
  banned: 'Ваш профиль заблокирован',
} as const;

export const ZEmail = z
  .string({ error: AUTH_MESSAGES.email })
  .trim()
  .toLowerCase()
  .max(254, AUTH_MESSAGES.email)
  .pipe(z.email({ error: AUTH_MESSAGES.email }));

/** 11 digits starting with 7 (Russian numbers, as stored). */
export const ZPhone = z.string({ error: AUTH_MESSAGES.phone }).regex(/^7\d{10}$/, AUTH_MESSAGES.phone);

export const ZPassword = z
  .string({ error: AUTH_MESSAGES.password })
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.password)
  .max(200, 'Пароль слишком длинный')
  .regex(/\p{L}/u, AUTH_MESSAGES.password)
  .regex(/\d/, AUTH_MESSAGES.password);

const personName = (message: string) =>
  freeText(message).trim().min(1, message).max(60, 'Слишком длинное значение');

export const ZPersonName = z.object({
  first: personName(AUTH_MESSAGES.firstName),
  last: personName(AUTH_MESSAGES.lastName),
});
