import { Button, Group, Menu, Text } from '@mantine/core';
import {
  IconArrowBackUp,
  IconCircleCheck,
  IconCopy,
  IconDots,
  IconPencil,
  IconRestore,
  IconSend,
  IconTrash,
  IconTruckDelivery,
  IconUserCheck,
  IconX,
  type TablerIcon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TArticle } from '@fura/domain/article-schemas';
import {
  ARTICLE_ACTION_LABELS,
  allowedStatusActions,
  isEditableStatus,
  type ArticleAction,
  type StatusActionState,
} from '@fura/domain/article-transitions';
import type { ArticleStatus } from '@fura/domain/articles';
import { isLoadingDatePast } from '@fura/domain/loading-date';
import { useArticleAction } from '../use-article-action';
import { useCopyArticle } from '../use-copy-article';
import { useSession } from '../../session/session-query';
import { useNarrowScreen } from '../../ui/use-narrow-screen';

export function editPath(article: Pick<TArticle, '_id' | 'type'>): string {
  return `/edit-${article.type}/${article._id}`;
}

/** Why a draft offers no «Опубликовать»: the server refuses a past loading date. */
const PAST_DATE_HINT = 'Дата погрузки прошла: укажите новую, чтобы опубликовать';

/** Button labels where the table's label names the status rather than the step. */
const BUTTON_LABELS: Partial<Record<ArticleAction, string>> = { equip: 'В работу', onWay: 'В путь' };

/** «Восстановить» when the draft action brings a listing back from the trash or after cancelling. */
export function ownerActionLabel(action: ArticleAction, status: ArticleStatus): string {
  if (action === 'draft' && status !== 2) return 'Восстановить';
  return BUTTON_LABELS[action] ?? ARTICLE_ACTION_LABELS[action];
}

/** What the status verbs depend on, read from the presented listing and the author's session (domain rule). */
function statusActionStateOf(
  article: Pick<TArticle, 'status' | 'executors' | 'loadingDate' | 'hiddenByAdmin'>,
  actorBanned: boolean,
  now: Date,
): StatusActionState {
  return {
    status: article.status,
    executorsCount: article.executors.length,
    loadingDatePast: isLoadingDatePast(article.loadingDate, now),
    hiddenByAdmin: article.hiddenByAdmin === true,
    actorBanned,
  };
}

const FORWARD_ACTIONS: readonly ArticleAction[] = ['publish', 'equip', 'onWay', 'complete'];

/** The action that moves a listing forward from where it is: the first step ahead, or restoring a removed one. */
function primaryAction(actions: readonly ArticleAction[], status: ArticleStatus): ArticleAction | null {
  if (status !== 2 && actions.includes('draft')) return 'draft';
  return actions.find((action) => FORWARD_ACTIONS.includes(action)) ?? null;
}

const ACTION_ICONS: Record<Exclude<ArticleAction, 'draft'>, TablerIcon> = {
  publish: IconSend,
  equip: IconUserCheck,
  onWay: IconTruckDelivery,
  complete: IconCircleCheck,
  cancel: IconX,
  delete: IconTrash,
};

function actionIcon(action: ArticleAction, status: ArticleStatus): TablerIcon {
  if (action === 'draft') return status === 2 ? IconArrowBackUp : IconRestore;
  return ACTION_ICONS[action];
}

interface Item {
  key: string;
  label: string;
  icon: TablerIcon;
  testId: string;
  primary: boolean;
  color?: string;
  filled?: boolean;
  to?: string;
  onClick?: () => void;
}

/**
 * What the author can do with a listing: edit, the status actions the table allows now, copy. On narrow screens
 * the forward action and edit stay visible and the rest go under «Ещё», so a card stays short on a phone.
 */
export function ArticleOwnerActions({ article }: { article: TArticle }) {
  const { user } = useSession();
  const narrow = useNarrowScreen();
  const action = useArticleAction();
  const copy = useCopyArticle();
  const busy = action.isPending || copy.isPending;
  const pendingKey = action.isPending ? action.variables.action : copy.isPending ? 'copy' : null;

  // The verbs the server accepts now, by the same domain rule; a banned author may change nothing (no edit or copy).
  const state = statusActionStateOf(article, user?.isBan === true, new Date());
  if (state.actorBanned) return null;
  const items: Item[] = [];
  if (isEditableStatus(article.status)) {
    items.push({
      key: 'edit',
      label: 'Изменить',
      icon: IconPencil,
      testId: 'article-edit',
      primary: true,
      to: editPath(article),
    });
  }
  const actions = allowedStatusActions(state);
  const primary = primaryAction(actions, article.status);
  for (const name of actions) {
    items.push({
      key: name,
      label: ownerActionLabel(name, article.status),
      icon: actionIcon(name, article.status),
      testId: `article-action-${name}`,
      primary: name === primary,
      filled: name === primary && name !== 'draft',
      color: name === 'delete' || name === 'cancel' ? 'red' : undefined,
      onClick: () => action.mutate({ action: name, article }),
    });
  }
  items.push({
    key: 'copy',
    label: 'Копировать',
    icon: IconCopy,
    testId: 'article-copy',
    // A closed deal is not restored (decision 16): copying is how it is placed again, so it stays in sight.
    primary: primary === null,
    color: 'gray',
    onClick: () => copy.mutate(article),
  });

  const inline = narrow ? items.filter((item) => item.primary) : items;
  const more = narrow ? items.filter((item) => !item.primary) : [];

  return (
    <Group gap="xs" wrap="wrap" data-testid="article-owner-actions">
      {inline.map((item) => {
        const Icon = item.icon;
        const common = {
          size: 'compact-md',
          variant: item.filled ? 'filled' : 'subtle',
          color: item.color,
          leftSection: <Icon size={16} aria-hidden />,
          'data-testid': item.testId,
        } as const;
        return item.to ? (
          <Button key={item.key} component={Link} to={item.to} {...common}>
            {item.label}
          </Button>
        ) : (
          <Button
            key={item.key}
            {...common}
            loading={pendingKey === item.key}
            disabled={busy && pendingKey !== item.key}
            onClick={item.onClick}
          >
            {item.label}
          </Button>
        );
      })}
      {more.length > 0 && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              size="compact-md"
              variant="subtle"
              color="gray"
              rightSection={<IconDots size={16} aria-hidden />}
              loading={pendingKey !== null && more.some((item) => item.key === pendingKey)}
              disabled={busy}
              data-testid="article-more-actions"
            >
              Ещё
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {more.map((item) => {
              const Icon = item.icon;
              return (
                <Menu.Item
                  key={item.key}
                  color={item.color && item.color !== 'gray' ? `${item.color}.9` : undefined}
                  leftSection={<Icon size={18} aria-hidden />}
                  onClick={item.onClick}
                  data-testid={item.testId}
                  style={{ minHeight: 44 }}
                >
                  {item.label}
                </Menu.Item>
              );
            })}
          </Menu.Dropdown>
        </Menu>
      )}
      {article.status === 1 && state.loadingDatePast && !state.hiddenByAdmin && (
        <Text size="sm" c="dimmed" data-testid="article-publish-date-hint">
          {PAST_DATE_HINT}
        </Text>
      )}
    </Group>
  );
}
