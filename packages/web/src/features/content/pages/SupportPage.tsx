import { Stack, Text, Title } from '@mantine/core';
import { ROUTES, routePath } from '@fura/domain/routes';
import { useSession } from '../../../shared/session/session-query';
import type { FaqAudienceFilter } from '../api/get-faq';
import { FaqBrowser } from '../components/FaqBrowser';
import { FaqLoader } from '../components/FaqLoader';
import { SupportChat } from '../components/SupportChat';

const privateQuestionPath = (slug: string) => routePath('lkQuestions', { slug });

/** /support (logged in): the FAQ for the user's role (administrators see all of it) and the support chat. */
export function SupportPage() {
  const { user } = useSession();
  const audience: FaqAudienceFilter = user?.type === 'cargo' || user?.type === 'carrier' ? user.type : null;
  return (
    <Stack gap="xl" maw={880} data-testid="support-page">
      <Stack gap="xs">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {ROUTES.support.title}
        </Title>
        <Text size="lg">Частые вопросы о работе на бирже и чат с нашей поддержкой.</Text>
      </Stack>
      <FaqLoader audience={audience}>
        {(sections) => (
          <FaqBrowser
            sections={sections}
            questionPath={privateQuestionPath}
            groupHeadings={audience === null}
          />
        )}
      </FaqLoader>
      <SupportChat />
    </Stack>
  );
}
