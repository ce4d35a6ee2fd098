/** A user's legal form (issue 29): what he states beside his INN in the profile. */

export const LEGAL_FORMS = ['ooo', 'ip', 'selfEmployed', 'person'] as const;
export type LegalForm = (typeof LEGAL_FORMS)[number];

export const LEGAL_FORM_LABELS: Record<LegalForm, string> = {
  ooo: 'ООО',
  ip: 'ИП',
  selfEmployed: 'Самозанятый',
  person: 'Физлицо',
};

/** The forms whose company the server checks in the state register (DaData «Организация по ИНН»). */
export const REGISTERED_FORMS: readonly LegalForm[] = ['ooo', 'ip'];
