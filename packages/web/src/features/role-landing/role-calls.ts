import type { UserRole } from '@fura/domain/users';

export type LandingRole = 'cargo' | 'carrier';

export interface LandingCall {
  label: string;
  to: string;
}

/**
 * The main call of a side's landing: a visitor registers as that side (the register page reads `role`), a user of
 * that side goes to work; anyone else gets no main call.
 */
export function mainCall(role: LandingRole, cta: string, userType: UserRole | null): LandingCall | null {
  if (userType === null) return { label: cta, to: `/register?role=${role}` };
  if (userType !== role) return null;
  return role === 'cargo'
    ? { label: 'Создать заказ', to: '/order-create' }
    : { label: 'Найти заказы', to: '/search-order' };
}

/** What this side looks for on the exchange; open to everyone. */
export function searchCall(role: LandingRole): LandingCall {
  return role === 'cargo'
    ? { label: 'Найти транспорт', to: '/search-offer' }
    : { label: 'Смотреть заказы', to: '/search-order' };
}
