import { Anchor, Stack, Text, VisuallyHidden, type MantineSpacing } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import type { TDealContact } from '@fura/domain/deal-contacts';
import { formatPhone, phoneHref } from '../format/phone';
import { fullName } from './review-format';
import classes from './DealContacts.module.css';

export const DEAL_CONTACTS_TEXTS = {
  title: 'Контакты для связи',
  phone: 'Телефон',
  email: 'Эл. почта',
} as const;

/**
 * A deal counterpart's phone and e-mail as `tel:` and `mailto:` links (issue 24). The server sends them only to the
 * deal's parties while its contacts are open (domain deal-contacts.ts); this shows whatever it got. Each link's
 * accessible name is its visible text after a hidden «Телефон:» / «Эл. почта:».
 */
export function DealContactLinks({ contact, size = 'sm' }: { contact: TDealContact; size?: 'xs' | 'sm' }) {
  const iconSize = size === 'xs' ? 14 : 16;
  return (
    <div className={classes.links}>
      <Anchor
        href={phoneHref(contact.phone)}
        size={size}
        className={classes.link}
        data-testid="deal-contact-phone"
      >
        <IconPhone size={iconSize} aria-hidden className={classes.icon} />
        <VisuallyHidden>{DEAL_CONTACTS_TEXTS.phone}: </VisuallyHidden>
        {formatPhone(contact.phone)}
      </Anchor>
      <Anchor
        href={`mailto:${contact.email}`}
        size={size}
        className={classes.link}
        data-testid="deal-contact-email"
      >
        <IconMail size={iconSize} aria-hidden className={classes.icon} />
        <VisuallyHidden>{DEAL_CONTACTS_TEXTS.email}: </VisuallyHidden>
        {contact.email}
      </Anchor>
    </div>
  );
}

/** Each counterpart: the name, then the links. Nothing when there are none. */
export function DealContacts({
  contacts,
  size = 'sm',
  mt,
}: {
  contacts: readonly TDealContact[];
  size?: 'xs' | 'sm';
  mt?: MantineSpacing;
}) {
  if (contacts.length === 0) return null;
  return (
    <Stack gap={size === 'xs' ? 4 : 'sm'} mt={mt} data-testid="deal-contacts">
      {contacts.map((contact) => (
        <div key={contact.userId} data-testid="deal-contact" data-user-id={contact.userId}>
          <Text size={size} fw={600}>
            {fullName(contact)}
          </Text>
          <DealContactLinks contact={contact} size={size} />
        </div>
      ))}
    </Stack>
  );
}
