import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TArticle } from '@fura/domain/article-schemas';
import { DEAL_MESSAGES } from '@fura/domain/deal-items';
import { acceptsRequests } from '@fura/domain/deal-rules';
import type { DealViewer } from '../../deal-viewer';
import { DEAL_TEXTS } from '../../deal-texts';
import { MyRequest } from './MyRequest';
import { RequestForm } from './RequestForm';

/** The «no tariff» refusal with the way out: the carrier's tariff page. */
function NoTariff() {
  return (
    <Stack gap={6} data-testid="request-no-tariff">
      <Text size="sm">{DEAL_MESSAGES.noTariff}</Text>
      <Anchor component={Link} to="/mytarif" fw={600}>
        {DEAL_TEXTS.myTariff}
      </Anchor>
    </Stack>
  );
}

/**
 * What a logged-in visitor who is not the author may do about requests: a user of the requesting role sees his
 * request or the form (a carrier without a tariff the way to get one). Null when there is nothing. A guest's card is
 * GuestDealPanel.
 */
export function requestPanelContent(article: TArticle, viewer: DealViewer) {
  if (viewer.kind !== 'requester') return null;
  if (viewer.request) return <MyRequest article={article} request={viewer.request} />;
  if (!acceptsRequests(article.status)) return null;
  return (
    <Stack gap="sm" data-testid="request-respond">
      <Text fw={700}>{DEAL_TEXTS.respond}</Text>
      {viewer.hasTariff ? <RequestForm article={article} request={null} /> : <NoTariff />}
    </Stack>
  );
}
