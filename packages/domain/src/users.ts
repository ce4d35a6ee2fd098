/** User roles and contract types. SPEC §3, §6. */

export const USER_TYPES = ['cargo', 'carrier'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Administrators are a separate role; they never publish listings. */
export const USER_ROLES = ['cargo', 'carrier', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const USER_TYPE_LABELS: Record<UserRole, string> = {
  cargo: 'Грузовладелец',
  carrier: 'Перевозчик',
  admin: 'Администратор',
};

export const CONTRACT_TYPES = [1, 2, 3, 4] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

export const CONTRACT_TYPE_LABELS: Record<ContractType, string> = {
  1: 'Физическое лицо',
  2: 'Юридическое лицо (ООО)',
  3: 'Индивидуальный предприниматель',
  4: 'Самозанятый',
};

export const CONTRACT_NOT_SPECIFIED_LABEL = 'Не указано';

/** The label of a user's contract type; a missing one means "not specified". */
export function contractLabel(contractId: number | null | undefined): string {
  if (contractId === 1 || contractId === 2 || contractId === 3 || contractId === 4) {
    return CONTRACT_TYPE_LABELS[contractId];
  }
  return CONTRACT_NOT_SPECIFIED_LABEL;
}
