import { useDeferredValue, useMemo, useState } from 'react';
import { Stack, Text, TextInput } from '@mantine/core';
import { IconMessageQuestion, IconSearch } from '@tabler/icons-react';
import type { TFaqSection } from '@fura/domain/content';
import { EmptyState } from '../../../shared/ui/ListStates';
import { CONTENT_TEXTS, foundQuestions } from '../content-texts';
import { countQuestions, filterFaq } from '../faq-filter';
import { FaqSectionList } from './FaqSectionList';

interface FaqBrowserProps {
  sections: TFaqSection[];
  questionPath: (slug: string) => string;
  groupHeadings: boolean;
}

/** The FAQ with a search box that narrows the questions as the user types. */
export function FaqBrowser({ sections, questionPath, groupHeadings }: FaqBrowserProps) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const shown = useMemo(() => filterFaq(sections, deferred), [sections, deferred]);
  const searching = deferred.trim().length > 0;

  if (countQuestions(sections) === 0) {
    return (
      <EmptyState
        icon={<IconMessageQuestion size={30} />}
        title={CONTENT_TEXTS.faqEmpty}
        testId="faq-empty"
      />
    );
  }
  return (
    <Stack gap="lg">
      <TextInput
        label={CONTENT_TEXTS.searchLabel}
        placeholder={CONTENT_TEXTS.searchPlaceholder}
        leftSection={<IconSearch size={18} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        type="search"
        maw={520}
        data-testid="faq-search"
      />
      <Text size="sm" c="gray.7" aria-live="polite" data-testid="faq-found">
        {searching ? foundQuestions(countQuestions(shown)) : ''}
      </Text>
      {shown.length > 0 ? (
        <FaqSectionList sections={shown} questionPath={questionPath} groupHeadings={groupHeadings} />
      ) : (
        <EmptyState
          icon={<IconSearch size={30} />}
          title={CONTENT_TEXTS.nothingFound}
          hint={CONTENT_TEXTS.nothingFoundHint}
          testId="faq-nothing-found"
        />
      )}
    </Stack>
  );
}
