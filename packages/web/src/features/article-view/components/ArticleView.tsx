import { Suspense } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import type { TArticle } from '@fura/domain/article-schemas';
import { shownArticleStatus } from '@fura/domain/delivery';
import { ROUTES } from '@fura/domain/routes';
import { pluralRu } from '@fura/domain/plural';
import { formatRoute } from '../../../shared/format/article';
import { formatDate } from '../../../shared/format/date';
import { useTimeZone } from '../../../shared/format/use-time-zone';
import { ConfirmedAgo } from '../../../shared/articles/ui/ConfirmedAgo';
import { StatusBadge } from '../../../shared/articles/ui/StatusBadge';
import type { DealViewer } from '../deal-viewer';
import { ArticleAuthor } from './ArticleAuthor';
import { CargoSection } from './CargoSection';
import { DealContactsSection } from './deal/DealContactsSection';
import { GuestDealPanel } from './deal/GuestDealPanel';
import {
  ArticleOwnerActions,
  CarrierPosition,
  ConfirmCurrentPanel,
  DealPanel,
  DealSections,
} from './logged-in-parts';
import { PhotoGallery } from './PhotoGallery';
import { RouteSection } from './RouteSection';
import { Section } from './Section';
import { TermsCard } from './TermsCard';
import { VehicleSection } from './VehicleSection';
import classes from './ArticleView.module.css';

function hasCargoFacts(article: TArticle): boolean {
  return (
    article.cargoTypes.length > 0 ||
    article.weightKg !== null ||
    article.volumeM3 !== null ||
    article.places !== null ||
    article.lengthM !== null
  );
}

function requestsCountLabel(count: number): string {
  return `${count} ${pluralRu(count, ['заявка', 'заявки', 'заявок'])}`;
}

/** The listing: title, status and the author's actions; deal blocks; route, vehicle, cargo; price, deal card, author. */
export function ArticleView({ article, viewer }: { article: TArticle; viewer: DealViewer }) {
  const zone = useTimeZone();
  const isAuthor = viewer.kind === 'author';
  const isGuest = viewer.kind === 'guest';
  const typeTitle = ROUTES[article.type].title;
  const dated =
    article.status === 2 && article.publishedAt
      ? `Размещено ${formatDate(article.publishedAt, zone)}`
      : `Создано ${formatDate(article.createdAt, zone)}`;
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Title order={1} fz={{ base: 24, sm: 30 }} data-testid="article-title">
          <Text span inherit c="dimmed" fw={500}>
            {typeTitle}{' '}
          </Text>
          {formatRoute(article)}
        </Title>
        <Group gap="sm">
          <StatusBadge status={shownArticleStatus(article, isGuest ? null : viewer.user._id)} size="md" />
          <Text size="sm" c="dimmed">
            {dated}
          </Text>
          <ConfirmedAgo article={article} size="sm" />
          {!isAuthor && article.requestsCount > 0 && (
            <Text size="sm" c="dimmed" data-testid="article-requests-count">
              {requestsCountLabel(article.requestsCount)}
            </Text>
          )}
        </Group>
        {isAuthor && (
          <Suspense fallback={null}>
            <ArticleOwnerActions article={article} />
            <ConfirmCurrentPanel article={article} />
          </Suspense>
        )}
      </Stack>
      {!isGuest && (
        <Suspense fallback={null}>
          <CarrierPosition article={article} viewer={viewer} />
        </Suspense>
      )}
      <div className={classes.layout}>
        <Stack gap="md" className={classes.main}>
          {!isGuest && (
            <Suspense fallback={null}>
              <DealSections article={article} viewer={viewer} />
            </Suspense>
          )}
          <RouteSection article={article} />
          {article.car && <VehicleSection car={article.car} />}
          {(article.type === 'order' || hasCargoFacts(article)) && <CargoSection article={article} />}
          {article.cargoPhoto.length > 0 && (
            <Section title="Фотографии груза">
              <PhotoGallery photos={article.cargoPhoto} label="Фото груза" />
            </Section>
          )}
          {article.comment && (
            <Section title="Комментарий" testId="article-comment">
              <Text className={classes.comment}>{article.comment}</Text>
            </Section>
          )}
        </Stack>
        <Stack gap="md" className={classes.terms}>
          <TermsCard article={article} />
          {isGuest ? (
            <GuestDealPanel article={article} />
          ) : (
            <Suspense fallback={null}>
              <DealPanel article={article} viewer={viewer} />
            </Suspense>
          )}
          <DealContactsSection article={article} />
        </Stack>
        <div className={classes.author}>
          <ArticleAuthor author={article.author} type={article.type} />
        </div>
      </div>
    </Stack>
  );
}
