import { Anchor, List, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useFaq } from '../api/get-faq';
import { CONTENT_TEXTS } from '../content-texts';

/** «Другие вопросы раздела»: links to the section's other questions, in the same layout as the current one. */
export function OtherQuestions({
  sectionId,
  currentSlug,
  questionPath,
}: {
  sectionId: string;
  currentSlug: string;
  questionPath: (slug: string) => string;
}) {
  const faq = useFaq(null);
  const section = faq.data?.find((item) => item.id === sectionId);
  const others = section?.questions.filter((question) => question.slug !== currentSlug) ?? [];
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="other-questions-title" data-testid="other-questions">
      <Stack gap="xs">
        <Title order={2} fz={{ base: 18, sm: 20 }} id="other-questions-title">
          {CONTENT_TEXTS.otherQuestions}
        </Title>
        <List spacing={6}>
          {others.map((question) => (
            <List.Item key={question.id}>
              <Anchor component={Link} to={questionPath(question.slug)}>
                {question.question}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Stack>
    </section>
  );
}
