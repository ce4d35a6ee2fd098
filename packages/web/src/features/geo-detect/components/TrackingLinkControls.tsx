import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconLink, IconLinkOff } from '@tabler/icons-react';
import type { TGeoItem, TTrackingLinkCreated } from '@fura/domain/geo-tracking';
import { useCreateTrackingLink, useRevokeTrackingLink } from '../api/tracking-link';
import { LINK_TEXT } from '../geo-text';
import { ConfirmModal } from './ConfirmModal';
import { CreatedLinkModal } from './CreatedLinkModal';

type Asking = 'replace' | 'revoke' | null;

/** The consignee's link of one listing: create (a new one revokes the old, the user is told), show once, revoke. */
export function TrackingLinkControls({ item }: { item: TGeoItem }) {
  const create = useCreateTrackingLink();
  const revoke = useRevokeTrackingLink();
  const [asking, setAsking] = useState<Asking>(null);
  const [created, setCreated] = useState<TTrackingLinkCreated | null>(null);
  const active = item.trackingLink;

  const createLink = () =>
    create.mutate(item.articleId, {
      onSuccess: (link) => setCreated(link),
      onSettled: () => setAsking(null),
    });
  const revokeLink = () => revoke.mutate(item.articleId, { onSettled: () => setAsking(null) });

  return (
    <Stack gap={6} data-testid="tracking-link">
      {active ? (
        <>
          <Text size="sm" c="green.9" data-testid="tracking-link-active">
            {LINK_TEXT.activeUntil(active.expiresAt)}
          </Text>
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconLink size={14} aria-hidden />}
              onClick={() => setAsking('replace')}
            >
              {LINK_TEXT.createAgain}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconLinkOff size={14} aria-hidden />}
              onClick={() => setAsking('revoke')}
              data-testid="tracking-link-revoke"
            >
              {LINK_TEXT.revoke}
            </Button>
          </Group>
        </>
      ) : (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconLink size={14} aria-hidden />}
          loading={create.isPending}
          onClick={createLink}
          data-testid="tracking-link-create"
          w="fit-content"
        >
          {LINK_TEXT.create}
        </Button>
      )}
      <ConfirmModal
        opened={asking === 'replace'}
        title={LINK_TEXT.replaceTitle}
        text={LINK_TEXT.replaceText}
        confirmLabel={LINK_TEXT.replaceConfirm}
        loading={create.isPending}
        onConfirm={createLink}
        onClose={() => setAsking(null)}
      />
      <ConfirmModal
        opened={asking === 'revoke'}
        title={LINK_TEXT.revokeTitle}
        text={LINK_TEXT.revokeText}
        confirmLabel={LINK_TEXT.revokeConfirm}
        color="red"
        loading={revoke.isPending}
        onConfirm={revokeLink}
        onClose={() => setAsking(null)}
      />
      <CreatedLinkModal link={created} onClose={() => setCreated(null)} />
    </Stack>
  );
}
