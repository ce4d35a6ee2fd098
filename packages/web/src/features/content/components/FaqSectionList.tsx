import { Accordion, Anchor, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { FAQ_AUDIENCE_LABELS, type TFaqSection } from '@fura/domain/content';
import { Markdown } from '../../../shared/ui/Markdown';
import { CONTENT_TEXTS } from '../content-texts';
import { groupByAudience } from '../faq-filter';

interface FaqSectionListProps {
  sections: TFaqSection[];
  /** Where a question opens on its own: /questions/{slug} or, inside the private layout, /lk/questions/{slug}. */
  questionPath: (slug: string) => string;
  /** One audience only (the support page): no audience headings above the sections. */
  groupHeadings: boolean;
}

function SectionQuestions({
  section,
  questionPath,
  headingOrder,
  showTitle = true,
}: {
  section: TFaqSection;
  questionPath: (slug: string) => string;
  headingOrder: 2 | 3;
  /** Off when the section is named like its audience group: the group heading already says it. */
  showTitle?: boolean;
}) {
  const titleId = `faq-section-${section.id}`;
  return (
    <section aria-labelledby={showTitle ? titleId : undefined} data-testid="faq-section">
      {showTitle ? (
        <Title order={headingOrder} fz={{ base: 18, sm: 20 }} mb="xs" id={titleId}>
          {section.title}
        </Title>
      ) : null}
      <Accordion variant="separated" radius="md" chevronPosition="right">
        {section.questions.map((question) => (
          <Accordion.Item key={question.id} value={question.id} data-testid="faq-question">
            <Accordion.Control>{question.question}</Accordion.Control>
            <Accordion.Panel>
              <Markdown source={question.answer} />
              <Anchor component={Link} to={questionPath(question.slug)} size="sm">
                {CONTENT_TEXTS.openQuestion}
              </Anchor>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}

/** FAQ sections, grouped under «Грузовладельцам», «Перевозчикам», «Всем»; each answer opens in place. */
export function FaqSectionList({ sections, questionPath, groupHeadings }: FaqSectionListProps) {
  if (!groupHeadings) {
    return (
      <Stack gap="lg">
        {sections.map((section) => (
          <SectionQuestions key={section.id} section={section} questionPath={questionPath} headingOrder={2} />
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="xl">
      {groupByAudience(sections).map((group) => (
        <Stack key={group.audience} gap="md" data-testid={`faq-group-${group.audience}`}>
          <Title order={2} fz={{ base: 22, sm: 26 }}>
            {FAQ_AUDIENCE_LABELS[group.audience]}
          </Title>
          {group.sections.map((section) => (
            <SectionQuestions
              key={section.id}
              section={section}
              questionPath={questionPath}
              headingOrder={3}
              showTitle={section.title !== FAQ_AUDIENCE_LABELS[group.audience]}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
