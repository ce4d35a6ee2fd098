import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TArticle } from '@fura/domain/article-schemas';
import { DEAL_MESSAGES } from '@fura/domain/deal-items';
import { acceptsRequests } from '@fura/domain/deal-rules';
import { ROUTES } from '@fura/domain/routes';
import { withReturnPath } from '../../../../shared/session/return-path';
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
 * What a visitor who is not the author may do about requests: a guest is asked to log in; a user of the requesting
 * role sees his request or the form (a carrier without a tariff the way to get one). Null when there is nothing.
 */
export function requestPanelContent(article: TArticle, viewer: DealViewer) {
  const open = acceptsRequests(article.status);
  if (viewer.kind === 'guest') {
    if (!open) return null;
    // Back to this listing after the login, to answer it.
    return (
      <Stack gap="xs" data-testid="request-login">
        <Text size="sm">{DEAL_TEXTS.loginToRespond}</Text>
        <Button
          component={Link}
          to={withReturnPath(ROUTES.login.path, `/${article.type}/${article._id}`)}
          variant="light"
          leftSection={<IconLogin size={18} aria-hidden />}
        >
          {DEAL_TEXTS.login}
        </Button>
      </Stack>
    );
  }
  if (viewer.kind !== 'requester') return null;
  if (viewer.request) return <MyRequest article={article} request={viewer.request} />;
  if (!open) return null;
  return (
    <Stack gap="sm" data-testid="request-respond">
      <Text fw={700}>{DEAL_TEXTS.respond}</Text>
      {viewer.hasTariff ? <RequestForm article={article} request={null} /> : <NoTariff />}
    </Stack>
  );
}
