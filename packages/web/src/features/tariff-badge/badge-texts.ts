/** The words of the header tariff badge (DESIGN §6: beside the feature). */

export const HIDDEN_TITLE = 'Профиль скрыт';
export const HIDDEN_TEXT =
  'У вас нет тарифа, поэтому профиль и предложения не видны другим, а брать заказы нельзя.';
/** SPEC §2 said a hidden profile cannot pay; the server takes his payment, and the badge says so (issue 24). */
export const HIDDEN_PAY_TEXT = 'Оплатите тариф PRO — профиль станет виден сразу после оплаты.';

export const ENDED_CHIP = 'Тариф истёк — оплатить';
export const ENDED_CHIP_OFF = 'Тариф истёк';
export const ENDED_TITLE = 'Срок тарифа истёк';
export const ENDED_TEXT = 'Профиль и предложения скрыты, брать заказы нельзя.';

export const PAY_BUTTON = 'Оплатить тариф';
export const PROLONG_BUTTON = 'Продлить тариф';
export const PAYMENTS_OFF_HINT = 'Оплата временно недоступна: попробуйте позже или напишите в поддержку.';
export const SUPPORT_LINK = 'Написать в поддержку';
