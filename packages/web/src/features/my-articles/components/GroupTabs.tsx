import { Badge, Button } from '@mantine/core';
import { Link } from 'react-router';
import { groupCount } from '@fura/domain/article-lists';
import { ARTICLE_STATUS_COLORS, LIST_GROUP_STATUSES, type ArticleType } from '@fura/domain/articles';
import type { MyListGroup } from '../../../shared/articles/my-articles-cache';
import { useSession } from '../../../shared/session/session-query';
import { GROUP_ORDER, GROUP_TAB_LABELS, myListPath } from '../my-articles-text';
import classes from './GroupTabs.module.css';

function tabColor(group: MyListGroup): string {
  return group === 'all' ? 'brand' : (ARTICLE_STATUS_COLORS[LIST_GROUP_STATUSES[group][0] ?? 1] ?? 'gray');
}

/** Links between the list groups, each with its count from the session (kept live by socket events). */
export function GroupTabs({ type, active }: { type: ArticleType; active: MyListGroup }) {
  const { session } = useSession();
  const counts = session?.myCountsArticles ?? { countAll: 0, byStatus: {} };
  return (
    <nav aria-label="Группы объявлений" className={classes.tabs}>
      {GROUP_ORDER.map((group) => {
        const count = group === 'all' ? counts.countAll : groupCount(counts, group);
        const current = group === active;
        return (
          <Button
            key={group}
            component={Link}
            to={myListPath(type, group)}
            variant={current ? 'light' : 'subtle'}
            color={current ? 'brand' : 'gray'}
            size="sm"
            aria-current={current ? 'page' : undefined}
            className={classes.tab}
            data-testid={`group-tab-${group}`}
            rightSection={
              <Badge
                size="sm"
                variant={current ? 'filled' : 'light'}
                color={tabColor(group)}
                data-testid={`group-count-${group}`}
              >
                {count}
              </Badge>
            }
          >
            {GROUP_TAB_LABELS[group]}
          </Button>
        );
      })}
    </nav>
  );
}
