import { Text, ThemeIcon } from '@mantine/core';
import { IconMapPin, IconFlag } from '@tabler/icons-react';
import type { TArticle, TPlace } from '@fura/domain/article-schemas';
import { haversineKm } from '@fura/domain/geo';
import { formatDistance, formatLoading } from '../../../shared/format/article';
import { FactList } from './FactList';
import { Section } from './Section';
import classes from './ArticleView.module.css';

/** The settlement alone or with its type in front: «Самара», «г Самара», «с Выселки», «г Нижний Новгород». */
function namesSettlement(part: string, settlement: string): boolean {
  const text = part.toLowerCase();
  const name = settlement.trim().toLowerCase();
  if (text === name) return true;
  return text.endsWith(` ${name}`) && !text.slice(0, -name.length - 1).includes(' ');
}

/**
 * What the address adds to the settlement and its region shown above it: «ул. Ленина, 1» of «Москва, ул. Ленина, 1»,
 * «Ставропольский р-н» of «с Выселки, Ставропольский р-н, Самарская область», nothing of a picked suggestion's
 * «Самара, Самарская область» — so that no part of the place is printed twice.
 */
function addressDetail(place: TPlace): string {
  const region = place.region.trim().toLowerCase();
  return place.address
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && part.toLowerCase() !== region && !namesSettlement(part, place.settlement))
    .join(', ');
}

function Point({ label, place, color, end }: { label: string; place: TPlace; color: string; end?: boolean }) {
  const Icon = end ? IconFlag : IconMapPin;
  const detail = addressDetail(place);
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
        {detail && <Text size="sm">{detail}</Text>}
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
