import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ArticleType } from '@fura/domain/articles';
import type { TLane } from '@fura/domain/lane-schemas';
import { ArticleCard } from '../../../shared/articles/ui/ArticleCard';
import { LANE_TEXT } from '../lane-text';
import { laneSearchPath } from '../search-link';

/** The lane's open orders or offers, newest first, as the search shows them, and the way to the search for all. */
export function LaneListings({ type, lane }: { type: ArticleType; lane: TLane }) {
  const text = LANE_TEXT.sections[type];
  const articles = type === 'order' ? lane.orders : lane.offers;
  const total = type === 'order' ? lane.ordersCount : lane.offersCount;
  const titleId = `lane-${type}s-title`;
  return (
    <section aria-labelledby={titleId} data-testid={`lane-${type}s`}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} fz={{ base: 20, sm: 24 }} id={titleId}>
            {text.title}
          </Title>
          <Anchor
            component={Link}
            to={laneSearchPath(type, lane)}
            fw={600}
            data-testid={`lane-${type}s-search`}
          >
            <Group gap={4} wrap="nowrap" component="span">
              {text.all(lane.from.name, lane.to.name)}
              <IconArrowRight size={16} aria-hidden />
            </Group>
          </Anchor>
        </Group>
        {articles.length === 0 ? (
          <Text c="dimmed">{text.none}</Text>
        ) : (
          <Stack gap="sm">
            {articles.map((article) => (
              <ArticleCard key={article._id} article={article} href={`/${article.type}/${article._id}`} />
            ))}
          </Stack>
        )}
        {total > articles.length ? (
          <Text size="sm" c="dimmed" data-testid={`lane-${type}s-shown`}>
            {LANE_TEXT.shown(articles.length, total)}
          </Text>
        ) : null}
      </Stack>
    </section>
  );
}
