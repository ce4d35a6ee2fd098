import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconLink, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TArticle } from '@fura/domain/article-schemas';
import { ArticleStatus } from '@fura/domain/articles';
import { shownArticleStatus } from '@fura/domain/delivery';
import { haversineKm } from '@fura/domain/geo';
import { routePath } from '@fura/domain/routes';
import { formatAgo, formatDateTime } from '../../../shared/format/date';
import { useSocketEvent } from '../../../shared/socket/use-socket-event';
import type { DealViewer } from '../deal-viewer';
import { Section } from './Section';

export const POSITION_TEXT = {
  title: 'Где груз',
  noPosition: 'Перевозчик ещё не передавал геолокацию. Попросить его включить её можно на карте.',
  lastPoint: 'Последняя точка',
  sent: 'Передана',
  toUnloading: (settlement: string, km: number) => `До пункта выгрузки (${settlement}) ≈ ${km} км по прямой`,
  map: 'Открыть на карте',
  link: 'Ссылка для получателя',
  linkHint: 'Создаётся на карте: получатель увидит по ней, где груз, без входа на сайт.',
} as const;

type Position = NonNullable<TArticle['lastCarrierLocation']>;

/** The cargo owner's side of a deal: an order's author, an offer's executor (a cargo owner whose load it carries). */
function isCargoOwnerOfDeal(article: TArticle, viewer: DealViewer): boolean {
  if (viewer.kind === 'author') return article.type === 'order';
  if (viewer.kind === 'executor') return article.type === 'offer';
  return false;
}

/** Whether the viewer follows this listing's carrier now: on the way, his side of the deal, not yet delivered. */
export function followsCarrier(article: TArticle, viewer: DealViewer): boolean {
  if (article.status !== ArticleStatus.OnTheWay || !isCargoOwnerOfDeal(article, viewer)) return false;
  // Delivered (decision 18, issue 24: the viewer's side is marked) ends his tracking even before the author completes.
  return (
    shownArticleStatus(article, viewer.kind === 'guest' ? null : viewer.user._id) === ArticleStatus.OnTheWay
  );
}

const coordinate = (value: number) => value.toLocaleString('ru-RU', { maximumFractionDigits: 5 });

/** «55,75580° с. ш., 37,6173° в. д.» — as the carrier's phone reported it. */
function formatCoordinates({ lat, lon }: Position): string {
  const ns = lat >= 0 ? 'с. ш.' : 'ю. ш.';
  const ew = lon >= 0 ? 'в. д.' : 'з. д.';
  return `${coordinate(Math.abs(lat))}° ${ns}, ${coordinate(Math.abs(lon))}° ${ew}`;
}

/** The newer of two positions (the page's and the one the socket brought since). */
function newer(a: Position | null, b: Position | null): Position | null {
  if (!a || !b) return a ?? b;
  return Date.parse(b.at) > Date.parse(a.at) ? b : a;
}

/**
 * The carrier's last position on the listing page of a deal on the way, for its cargo owner (issue 24): where and
 * when, how far from unloading, and the way to the live map (/geo-detect with this listing picked), where the
 * consignee's link is made. Positions arriving while the page is open replace it.
 */
export function CarrierPosition({ article, viewer }: { article: TArticle; viewer: DealViewer }) {
  const [live, setLive] = useState<Position | null>(null);
  useSocketEvent('setLocation', ({ articleId, position, at }) => {
    if (articleId === article._id) setLive({ lat: position[0], lon: position[1], at });
  });
  if (!followsCarrier(article, viewer)) return null;
  const position = newer(article.lastCarrierLocation, live);
  const mapPath = `${routePath('geoDetect')}?article=${encodeURIComponent(article._id)}`;
  const km = position ? Math.round(haversineKm(position, article.to)) : null;

  return (
    <Section title={POSITION_TEXT.title} testId="carrier-position">
      {position ? (
        <Stack gap={4}>
          <Text data-testid="carrier-position-point">
            {POSITION_TEXT.lastPoint}: {formatCoordinates(position)}
          </Text>
          <Text size="sm" c="dimmed" data-testid="carrier-position-time">
            {POSITION_TEXT.sent} <time dateTime={position.at}>{formatDateTime(position.at)}</time> ·{' '}
            {formatAgo(position.at, Date.now())}
          </Text>
          {km !== null && (
            <Text size="sm" data-testid="carrier-position-distance">
              {POSITION_TEXT.toUnloading(article.to.settlement, km)}
            </Text>
          )}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed" data-testid="carrier-position-none">
          {POSITION_TEXT.noPosition}
        </Text>
      )}
      <Group gap="sm" align="center">
        <Button
          component={Link}
          to={mapPath}
          variant="light"
          color="violet"
          leftSection={<IconMapPin size={18} aria-hidden />}
          data-testid="carrier-position-map"
        >
          {POSITION_TEXT.map}
        </Button>
        <Anchor component={Link} to={mapPath} data-testid="carrier-position-link">
          <Group gap={4} component="span" wrap="nowrap">
            <IconLink size={16} aria-hidden />
            {POSITION_TEXT.link}
          </Group>
        </Anchor>
      </Group>
      <Text size="xs" c="dimmed">
        {POSITION_TEXT.linkHint}
      </Text>
    </Section>
  );
}
