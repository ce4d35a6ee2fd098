import type { ReactNode } from 'react';
import { Skeleton, Stack } from '@mantine/core';
import type { TFaqSection } from '@fura/domain/content';
import { LoadError } from '../../../shared/ui/ListStates';
import { type FaqAudienceFilter, useFaq } from '../api/get-faq';
import { CONTENT_TEXTS } from '../content-texts';

/** Loads the FAQ of an audience and renders it through `children`, with a skeleton and an error with retry. */
export function FaqLoader({
  audience,
  children,
}: {
  audience: FaqAudienceFilter;
  children: (sections: TFaqSection[]) => ReactNode;
}) {
  const query = useFaq(audience);
  if (query.data) return children(query.data);
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Загрузка вопросов" data-testid="faq-loading">
        <Skeleton height={36} width={320} />
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} height={52} radius="md" />
        ))}
      </Stack>
    );
  }
  return (
    <LoadError
      title={CONTENT_TEXTS.loadFaqError}
      message={query.error?.message ?? ''}
      onRetry={() => void query.refetch()}
      testId="faq-error"
    />
  );
}
