import { Stack, Text, Title } from '@mantine/core';
import { ROUTES, routePath } from '@fura/domain/routes';
import { FaqBrowser } from '../components/FaqBrowser';
import { FaqLoader } from '../components/FaqLoader';
import { CONTENT_TEXTS } from '../content-texts';

const publicQuestionPath = (slug: string) => routePath('questions', { slug });

/** /faq (public): every FAQ section, grouped by audience, with a search over the questions. */
export function FaqPage() {
  return (
    <Stack gap="lg" maw={880} data-testid="faq-page">
      <Stack gap="xs">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {ROUTES.faq.title}
        </Title>
        <Text size="lg">{CONTENT_TEXTS.faqLead}</Text>
      </Stack>
      <FaqLoader audience={null}>
        {(sections) => <FaqBrowser sections={sections} questionPath={publicQuestionPath} groupHeadings />}
      </FaqLoader>
    </Stack>
  );
}
