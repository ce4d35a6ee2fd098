import { useMemo } from 'react';
import { hasContacts } from '@fura/domain/contact-masking';
import classes from './ContactHint.module.css';

export const CONTACT_HINT = 'Телефоны и e-mail покажутся другой стороне только после выбора исполнителя';

/**
 * Under a free-text field (a listing's comment, a request, a message): while the text holds a phone, an e-mail or a
 * messenger handle (the domain's rule, the one the server masks by), says that the other side sees it only after the
 * executor is chosen (issue 29). Rendered inside the field's description, so the field is described by it; a polite
 * live region that stays in place empty, so screen readers announce the hint when it appears.
 */
export function ContactHint({ text }: { text: string }) {
  const shown = useMemo(() => hasContacts(text), [text]);
  return (
    <span role="status" className={classes.hint} data-testid="contact-hint">
      {shown ? CONTACT_HINT : ''}
    </span>
  );
}
