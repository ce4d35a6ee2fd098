import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TArticle } from '@fura/domain/article-schemas';
import { acceptsRequests } from '@fura/domain/deal-rules';
import { ROUTES } from '@fura/domain/routes';
import { withReturnPath } from '../../../../shared/session/return-path';
import { DEAL_TEXTS } from '../../deal-texts';

/** A guest's deal card under the price: log in (and come back to this listing) to answer it. */
export function GuestDealPanel({ article }: { article: TArticle }) {
  if (!acceptsRequests(article.status)) return null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="deal-panel">
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
    </Paper>
  );
}
