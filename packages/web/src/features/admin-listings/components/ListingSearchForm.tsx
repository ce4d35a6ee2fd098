import { useState } from 'react';
import { Button, Group, Paper, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { LISTING_QUERY_MAX } from '@fura/domain/admin-listings';
import { ARTICLE_STATUS_LABELS, ARTICLE_STATUSES, type ArticleType } from '@fura/domain/articles';
import { LISTING_TEXT } from '../listing-texts';

export interface ListingFilter {
  query: string;
  type: ArticleType | null;
  status: number | null;
}

const TYPE_OPTIONS = [
  { value: 'order', label: LISTING_TEXT.orders },
  { value: 'offer', label: LISTING_TEXT.offers },
];
const STATUS_OPTIONS = ARTICLE_STATUSES.map((status) => ({
  value: String(status),
  label: ARTICLE_STATUS_LABELS[status],
}));

/** Id or words, type and status; the search runs on «Найти» (or Enter). */
export function ListingSearchForm({
  initial,
  onSearch,
}: {
  initial: ListingFilter;
  onSearch: (filter: ListingFilter) => void;
}) {
  const [query, setQuery] = useState(initial.query);
  const [type, setType] = useState<string | null>(initial.type);
  const [status, setStatus] = useState<string | null>(
    initial.status === null ? null : String(initial.status),
  );

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <form
        role="search"
        aria-label={LISTING_TEXT.title}
        data-testid="listing-search"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch({
            query: query.trim(),
            type: type === 'order' || type === 'offer' ? type : null,
            status: status === null ? null : Number(status),
          });
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={LISTING_TEXT.query}
            description={LISTING_TEXT.queryHint}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            maxLength={LISTING_QUERY_MAX}
            style={{ flex: '1 1 260px' }}
            data-testid="listing-query"
          />
          <Select
            label={LISTING_TEXT.type}
            placeholder={LISTING_TEXT.any}
            data={TYPE_OPTIONS}
            value={type}
            onChange={setType}
            clearable
            style={{ flex: '1 1 150px' }}
            data-testid="listing-type"
          />
          <Select
            label={LISTING_TEXT.status}
            placeholder={LISTING_TEXT.any}
            data={STATUS_OPTIONS}
            value={status}
            onChange={setStatus}
            clearable
            style={{ flex: '1 1 170px' }}
            data-testid="listing-status"
          />
          <Button type="submit" leftSection={<IconSearch size={18} aria-hidden />} data-testid="listing-find">
            {LISTING_TEXT.find}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
