import { Text, ThemeIcon } from '@mantine/core';
import { IconMapPin, IconFlag } from '@tabler/icons-react';
import type { TArticle, TPlace } from '@fura/domain/article-schemas';
import { haversineKm } from '@fura/domain/geo';
import { formatDistance, formatLoading } from '../../../shared/format/article';
import { FactList } from './FactList';
import { Section } from './Section';
import classes from './ArticleView.module.css';

function Point({ label, place, color, end }: { label: string; place: TPlace; color: string; end?: boolean }) {
  const Icon = end ? IconFlag : IconMapPin;
  return (
    <div className={classes.point}>
      <ThemeIcon
        variant="light"
        color={color}
        size={28}
        radius="xl"
        className={classes.pointIcon}
        aria-hidden
      >
        <Icon size={16} />
      </ThemeIcon>
      <div>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text fw={700}>
          {place.settlement}
          {place.region && place.region !== place.settlement ? (
            <Text span size="sm" c="dimmed" fw={400}>
              {`, ${place.region}`}
            </Text>
          ) : null}
        </Text>
        {place.address && place.address !== place.settlement && <Text size="sm">{place.address}</Text>}
      </div>
    </div>
  );
}

/** From, to, the straight-line distance and the loading date with its time window. */
export function RouteSection({ article }: { article: TArticle }) {
  const distance = haversineKm(article.from, article.to);
  return (
    <Section title="Маршрут" testId="article-route">
      <Point label="Откуда" place={article.from} color="brand" />
      <Point label="Куда" place={article.to} color="green" end />
      <FactList
        facts={[
          { label: 'Погрузка', value: formatLoading(article) },
          { label: 'Расстояние по прямой', value: distance >= 1 ? `≈ ${formatDistance(distance)}` : '' },
        ]}
      />
    </Section>
  );
}
