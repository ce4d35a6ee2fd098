import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FAQ_AUDIENCE_LABELS, type TFaqQuestion, type TFaqSection } from '@fura/domain/content';
import { CONTENT_TEXT, FAQ_TEXT as T } from '../content-texts';
import { ConfirmDelete } from './ConfirmDelete';
import { MoveButtons } from './MoveButtons';

export interface FaqSectionActions {
  editSection: (section: TFaqSection) => void;
  deleteSection: (section: TFaqSection) => Promise<unknown>;
  moveSection: (index: number, direction: -1 | 1) => void;
  addQuestion: (section: TFaqSection) => void;
  editQuestion: (question: TFaqQuestion, section: TFaqSection) => void;
  deleteQuestion: (question: TFaqQuestion) => Promise<unknown>;
  moveQuestion: (section: TFaqSection, index: number, direction: -1 | 1) => void;
}

function QuestionRow({
  question,
  index,
  section,
  actions,
  moving,
}: {
  question: TFaqQuestion;
  index: number;
  section: TFaqSection;
  actions: FaqSectionActions;
  moving: boolean;
}) {
  return (
    <Paper component="li" withBorder radius="sm" p="xs" data-testid="faq-question-item">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={0} style={{ minWidth: 0, flex: '1 1 220px' }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {question.question}
          </Text>
          <Text size="sm" c="gray.7">
            <Anchor component={Link} to={`/questions/${question.slug}`} target="_blank" size="sm">
              /questions/{question.slug}
            </Anchor>{' '}
            · {T.positionLabel(question.position)}
          </Text>
        </Stack>
        <Group gap={6} wrap="wrap">
          <MoveButtons
            what={question.question}
            first={index === 0}
            last={index === section.questions.length - 1}
            disabled={moving}
            onMove={(direction) => actions.moveQuestion(section, index, direction)}
            testId="faq-question-move"
          />
          <Button
            variant="default"
            size="sm"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => actions.editQuestion(question, section)}
            aria-label={`${CONTENT_TEXT.edit} вопрос «${question.question}»`}
            data-testid="faq-question-edit"
          >
            {CONTENT_TEXT.edit}
          </Button>
          <ConfirmDelete
            size="sm"
            question={T.deleteQuestionQuestion(question.question)}
            onConfirm={() => actions.deleteQuestion(question)}
            aria-label={`${CONTENT_TEXT.delete} вопрос «${question.question}»`}
            testId="faq-question-delete"
          />
        </Group>
      </Group>
    </Paper>
  );
}

/** A FAQ section: its name, audience and position, its questions in order, and every action on them. */
export function FaqSectionCard({
  section,
  index,
  count,
  actions,
  moving,
}: {
  section: TFaqSection;
  index: number;
  count: number;
  actions: FaqSectionActions;
  moving: boolean;
}) {
  const titleId = `faq-section-${section.id}`;
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      aria-labelledby={titleId}
      data-testid="faq-section"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
          <Stack gap={4} style={{ minWidth: 0, flex: '1 1 220px' }}>
            <Title order={2} fz={{ base: 18, sm: 20 }} id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {section.title}
            </Title>
            <Group gap="xs">
              <Badge variant="light" color="blue" tt="none">
                {FAQ_AUDIENCE_LABELS[section.audience]}
              </Badge>
              <Text size="sm" c="gray.7">
                {T.positionLabel(section.position)}
              </Text>
            </Group>
          </Stack>
          <Group gap={6} wrap="wrap">
            <MoveButtons
              what={`раздел «${section.title}»`}
              first={index === 0}
              last={index === count - 1}
              disabled={moving}
              onMove={(direction) => actions.moveSection(index, direction)}
              testId="faq-section-move"
            />
            <Button
              variant="default"
              size="sm"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => actions.editSection(section)}
              aria-label={`${CONTENT_TEXT.edit} раздел «${section.title}»`}
              data-testid="faq-section-edit"
            >
              {CONTENT_TEXT.edit}
            </Button>
            <ConfirmDelete
              size="sm"
              question={T.deleteSectionQuestion(section.title)}
              onConfirm={() => actions.deleteSection(section)}
              aria-label={`${CONTENT_TEXT.delete} раздел «${section.title}»`}
              testId="faq-section-delete"
            />
          </Group>
        </Group>
        {section.questions.length === 0 ? (
          <Text c="gray.7" size="sm">
            {T.noQuestions}
          </Text>
        ) : (
          <Stack
            gap={6}
            component="ol"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label={`Вопросы раздела «${section.title}»`}
          >
            {section.questions.map((question, at) => (
              <QuestionRow
                key={question.id}
                question={question}
                index={at}
                section={section}
                actions={actions}
                moving={moving}
              />
            ))}
          </Stack>
        )}
        <Button
          variant="light"
          size="sm"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => actions.addQuestion(section)}
          style={{ alignSelf: 'flex-start' }}
          aria-label={`${T.addQuestion} в раздел «${section.title}»`}
          data-testid="faq-question-add"
        >
          {T.addQuestion}
        </Button>
      </Stack>
    </Paper>
  );
}
