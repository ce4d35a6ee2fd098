import type { ReactNode } from 'react';
import { Paper, Text, VisuallyHidden } from '@mantine/core';
import {
  IconCalendar,
  IconClockCheck,
  IconPackage,
  IconRoute,
  IconTruck,
  IconWeight,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TArticle } from '@fura/domain/article-schemas';
import { BODY_TYPE_LABELS, PAYMENT_METHOD_LABELS, VEHICLE_TYPE_LABELS } from '@fura/domain/article-options';
import { shownArticleStatus } from '@fura/domain/delivery';
import { formatRubles } from '@fura/domain/money';
import {
  bodyTypesLabel,
  cargoTypesLabel,
  formatDistance,
  formatLoading,
  formatVolume,
  formatWeight,
} from '../../format/article';
import { DealContacts } from '../../deals/DealContacts';
import { ConfirmedAgo } from './ConfirmedAgo';
import { PassportVerifiedMark } from './PassportVerifiedMark';
import { VehicleVerifiedMark } from './VehicleVerifiedMark';
import { StatusBadge } from './StatusBadge';
import classes from './ArticleCard.module.css';

interface ArticleCardProps {
  article: TArticle;
  /** Buttons under the card (status actions, edit, copy…). */
  actions?: ReactNode;
  /** Where the route title leads, e.g. `/order/<id>`. */
  href?: string;
  /** Who looks: a deal party is shown «Доставлено» where his side is delivered (domain/delivery.ts). */
  viewerId?: string | null;
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <span className={classes.fact} title={label}>
      {icon}
      <span>
        <VisuallyHidden>{label}: </VisuallyHidden>
        {children}
      </span>
    </span>
  );
}

function joinFacts(parts: readonly string[]): string {
  return parts.filter(Boolean).join(' · ');
}

/** The facts of one line: what goes, how heavy and big, in what body. Orders carry cargo, offers a vehicle. */
function cargoFacts(article: TArticle): { what: string; size: string; body: string } {
  const { car } = article;
  if (article.type === 'offer' && car) {
    return {
      what: joinFacts([
        VEHICLE_TYPE_LABELS[car.vehicleType],
        [car.make, car.model].filter(Boolean).join(' '),
      ]),
      size: joinFacts([
        formatWeight(car.capacityTons * 1000),
        formatVolume(car.volumeM3 ?? article.volumeM3),
      ]),
      body: article.bodyTypes.length ? bodyTypesLabel(article.bodyTypes) : BODY_TYPE_LABELS[car.bodyType],
    };
  }
  return {
    what: cargoTypesLabel(article.cargoTypes),
    size: joinFacts([formatWeight(article.weightKg), formatVolume(article.volumeM3)]),
    body: bodyTypesLabel(article.bodyTypes),
  };
}

function thumbnailOf(article: TArticle): string | null {
  return article.cargoPhoto[0]?.thumb ?? article.car?.photo?.thumb ?? null;
}

/** The space before the region is a real one: a link's name reads «Самара Самарская область», not run together. */
function Place({ settlement, region }: { settlement: string; region: string }) {
  return (
    <span>
      {settlement}
      {region && region !== settlement ? (
        <>
          {' '}
          <Text span size="xs" c="dimmed" fw={400}>
            {region}
          </Text>
        </>
      ) : null}
    </span>
  );
}

/** One listing as a dense line of a table: route, date, cargo, weight/volume, body, price, status (DESIGN §8). */
export function ArticleCard({ article, actions, href, viewerId = null }: ArticleCardProps) {
  const thumb = thumbnailOf(article);
  const facts = cargoFacts(article);
  const route = (
    <>
      <Place settlement={article.from.settlement} region={article.from.region} />
      {' → '}
      <Place settlement={article.to.settlement} region={article.to.region} />
    </>
  );
  return (
    <Paper
      withBorder
      radius="md"
      className={classes.card}
      data-testid="article-card"
      data-article-id={article._id}
      data-status={article.status}
      component="article"
    >
      {thumb ? (
        <img className={classes.thumb} src={thumb} alt="" loading="lazy" />
      ) : (
        <span className={`${classes.thumb} ${classes.noThumb}`} aria-hidden>
          {article.type === 'offer' ? <IconTruck size={28} /> : <IconPackage size={28} />}
        </span>
      )}
      <div className={classes.main}>
        <div>
          {href ? (
            <Link to={href} className={classes.route} data-testid="article-card-route">
              {route}
            </Link>
          ) : (
            <span className={classes.route} data-testid="article-card-route">
              {route}
            </span>
          )}
        </div>
        <div className={classes.facts}>
          <StatusBadge status={shownArticleStatus(article, viewerId)} size="xs" />
          {article.author.isPassportVerified && (
            <PassportVerifiedMark size="xs" testId="article-card-passport" />
          )}
          {article.type === 'offer' && article.car?.vehicleVerified && (
            <VehicleVerifiedMark size="xs" testId="article-card-vehicle" />
          )}
          <Fact icon={<IconCalendar size={16} aria-hidden />} label="Погрузка">
            {formatLoading(article)}
          </Fact>
          {facts.what && (
            <Fact
              icon={<IconPackage size={16} aria-hidden />}
              label={article.type === 'offer' ? 'Транспорт' : 'Груз'}
            >
              {facts.what}
            </Fact>
          )}
          {facts.size && (
            <Fact icon={<IconWeight size={16} aria-hidden />} label="Вес и объём">
              {facts.size}
            </Fact>
          )}
          <Fact icon={<IconTruck size={16} aria-hidden />} label="Кузов">
            {facts.body}
          </Fact>
          {article.distanceKm !== undefined && (
            <Fact icon={<IconRoute size={16} aria-hidden />} label="Расстояние">
              <span data-testid="article-card-distance">{formatDistance(article.distanceKm)}</span>
            </Fact>
          )}
          {article.status === 2 && article.confirmedAt && (
            <Fact icon={<IconClockCheck size={16} aria-hidden />} label="Актуальность">
              <ConfirmedAgo article={article} />
            </Fact>
          )}
        </div>
        <DealContacts contacts={article.contacts} size="xs" mt={6} />
      </div>
      <div className={classes.price}>
        <Text fw={700} size="lg" data-testid="article-card-price">
          {formatRubles(article.budgetKopecks)}
        </Text>
        <Text size="xs" c="dimmed">
          {PAYMENT_METHOD_LABELS[article.paymentMethod]}
        </Text>
      </div>
      {actions ? <div className={classes.actions}>{actions}</div> : null}
    </Paper>
  );
}
