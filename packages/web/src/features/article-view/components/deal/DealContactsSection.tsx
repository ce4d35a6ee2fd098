import { Text } from '@mantine/core';
import type { TArticle } from '@fura/domain/article-schemas';
import { DEAL_CONTACTS_DAYS_AFTER_CLOSE } from '@fura/domain/constants';
import { pluralRu } from '@fura/domain/plural';
import { DEAL_CONTACTS_TEXTS, DealContacts } from '../../../../shared/deals/DealContacts';
import { Section } from '../Section';

const days = `${DEAL_CONTACTS_DAYS_AFTER_CLOSE} ${pluralRu(DEAL_CONTACTS_DAYS_AFTER_CLOSE, ['дня', 'дней', 'дней'])}`;

/** Who the viewer may call about the deal: shown only as long as the server sends contacts (issue 24). */
const DEAL_CONTACTS_HINT = `Видны только сторонам сделки — до ${days} после её завершения или отмены.`;

/** The counterparts' phone and e-mail on the listing page, for the deal's parties only. */
export function DealContactsSection({ article }: { article: TArticle }) {
  if (article.contacts.length === 0) return null;
  return (
    <Section title={DEAL_CONTACTS_TEXTS.title} testId="deal-contacts-section">
      <DealContacts contacts={article.contacts} />
      <Text size="xs" c="dimmed">
        {DEAL_CONTACTS_HINT}
      </Text>
    </Section>
  );
}
