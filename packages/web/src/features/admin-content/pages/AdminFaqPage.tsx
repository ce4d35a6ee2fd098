import { useMemo } from 'react';
import { Button, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconHelpCircle, IconPlus } from '@tabler/icons-react';
import type { TFaqSection } from '@fura/domain/content';
import { EmptyState } from '../../../shared/ui/ListStates';
import { QueryStates } from '../../../shared/ui/QueryStates';
import { useNarrowScreen } from '../../../shared/ui/use-narrow-screen';
import { useAdminFaq } from '../api/faq-api';
import { FaqQuestionForm } from '../components/FaqQuestionForm';
import { FaqSectionCard } from '../components/FaqSectionCard';
import { FaqSectionForm } from '../components/FaqSectionForm';
import { useFaqActions, type FaqDraft } from '../components/use-faq-actions';
import { CONTENT_TEXT, FAQ_TEXT as T } from '../content-texts';

const byPosition = <Item extends { position: number }>(a: Item, b: Item) => a.position - b.position;

function ordered(sections: readonly TFaqSection[]): TFaqSection[] {
  return [...sections]
    .sort(byPosition)
    .map((section) => ({ ...section, questions: [...section.questions].sort(byPosition) }));
}

function draftTitle(draft: FaqDraft): string {
  if (draft.kind === 'section') return draft.initial.id ? T.editSection : T.addSection;
  return draft.initial.id ? T.editQuestion : T.newQuestion;
}

/** «Частые вопросы» (issue 13): sections by audience and their questions, edited in a dialog, moved up and down. */
export function AdminFaqPage() {
  const query = useAdminFaq();
  const sections = useMemo(() => ordered(query.data ?? []), [query.data]);
  const { actions, addSection, draft, closeDraft, moving } = useFaqActions(sections);
  const narrow = useNarrowScreen();

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {T.title}
        </Title>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={addSection}
          disabled={!query.data}
          data-testid="faq-section-add"
        >
          {T.addSection}
        </Button>
      </Group>
      <Text c="gray.7">{T.lead}</Text>
      <QueryStates
        query={query}
        loading={
          <Stack gap="sm" aria-busy="true" aria-label="Загрузка" data-testid="faq-loading">
            {[0, 1].map((index) => (
              <Skeleton key={index} height={180} radius="md" />
            ))}
          </Stack>
        }
        error={{ title: T.loadError, testId: 'faq-load-error' }}
        isEmpty={() => sections.length === 0}
        empty={
          <EmptyState
            icon={<IconHelpCircle size={28} />}
            title={T.empty}
            hint={T.emptyHint}
            testId="faq-empty"
          />
        }
      >
        {() =>
          sections.map((section, index) => (
            <FaqSectionCard
              key={section.id}
              section={section}
              index={index}
              count={sections.length}
              actions={actions}
              moving={moving}
            />
          ))
        }
      </QueryStates>
      <Modal
        opened={draft !== null}
        onClose={closeDraft}
        title={draft ? draftTitle(draft) : ''}
        size="xl"
        fullScreen={narrow}
        closeButtonProps={{ 'aria-label': CONTENT_TEXT.close }}
        data-testid="faq-dialog"
      >
        {draft?.kind === 'section' && <FaqSectionForm initial={draft.initial} onDone={closeDraft} />}
        {draft?.kind === 'question' && (
          <FaqQuestionForm initial={draft.initial} sections={sections} onDone={closeDraft} />
        )}
      </Modal>
    </Stack>
  );
}
