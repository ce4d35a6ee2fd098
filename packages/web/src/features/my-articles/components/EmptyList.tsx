import { Button } from '@mantine/core';
import { IconClipboardList, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ArticleType } from '@fura/domain/articles';
import type { MyListGroup } from '../../../shared/articles/my-articles-cache';
import { EmptyState } from '../../../shared/ui/ListStates';
import { CREATE_LINKS, emptyText } from '../my-articles-text';

/** An empty list says what to do next. */
export function EmptyList({ type, group }: { type: ArticleType; group: MyListGroup }) {
  const text = emptyText(type, group);
  const create = CREATE_LINKS[type];
  return (
    <EmptyState
      icon={<IconClipboardList size={30} />}
      title={text.title}
      hint={text.hint}
      testId="my-articles-empty"
      action={
        text.withCreate && (
          <Button component={Link} to={create.to} leftSection={<IconPlus size={18} aria-hidden />}>
            {create.label}
          </Button>
        )
      }
    />
  );
}
