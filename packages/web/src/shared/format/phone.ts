/** «+7 (800) 123-45-67» for an 11-digit Russian number; anything else as given. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length !== 11) return phone;
  return `+7 (${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7, 9)}-${digits.slice(9, 11)}`;
}

/** The `tel:` link of a phone number. */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 ? `tel:+7${digits.slice(1)}` : `tel:${digits}`;
}
