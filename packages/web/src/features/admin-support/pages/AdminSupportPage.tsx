import { Anchor, Box, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconMessages } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../shared/ui/ListStates';
import { LoadMoreButton } from '../../../shared/ui/LoadMoreButton';
import { QueryStates } from '../../../shared/ui/QueryStates';
import { useNarrowScreen } from '../../../shared/ui/use-narrow-screen';
import { useSupportDialogs } from '../api/support-api';
import { SupportConversation } from '../components/SupportConversation';
import { SupportDialogList } from '../components/SupportDialogList';
import { SUPPORT_TEXT as T } from '../support-texts';

/**
 * «Поддержка» (issue 13): the support inbox. `?dialog=id` opens one; on a phone the list and the open dialog take
 * the screen in turn, on a desktop they stand side by side.
 */
export function AdminSupportPage() {
  const [params, setParams] = useSearchParams();
  const openId = params.get('dialog');
  const narrow = useNarrowScreen();
  const query = useSupportDialogs();
  const dialogs = query.data?.pages.flatMap((page) => page.dialogs) ?? [];
  const open = (dialogId: string) => setParams({ dialog: dialogId });

  const list = (
    <QueryStates
      query={query}
      loading={
        <Stack gap={6} aria-busy="true" aria-label="Загрузка обращений" data-testid="support-loading">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} height={72} radius="md" />
          ))}
        </Stack>
      }
      error={{ title: T.loadError, testId: 'support-error' }}
      isEmpty={() => dialogs.length === 0}
      empty={
        <EmptyState
          icon={<IconMessages size={28} />}
          title={T.empty}
          hint={T.emptyHint}
          testId="support-empty"
        />
      }
    >
      {() => (
        <Stack gap="sm">
          <SupportDialogList dialogs={dialogs} openId={openId} onOpen={open} />
          <LoadMoreButton query={query} testId="support-more" />
        </Stack>
      )}
    </QueryStates>
  );

  const conversation = openId ? (
    <SupportConversation key={openId} dialogId={openId} />
  ) : (
    <Text c="gray.7" data-testid="support-choose">
      {T.choose}
    </Text>
  );

  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {T.title}
      </Title>
      <Text c="gray.7">{T.lead}</Text>
      {narrow ? (
        openId ? (
          <Stack gap="sm">
            <Anchor component={Link} to={{ search: '' }} data-testid="support-back">
              <Group gap={4} component="span">
                <IconArrowLeft size={16} aria-hidden />
                {T.back}
              </Group>
            </Anchor>
            {conversation}
          </Stack>
        ) : (
          list
        )
      ) : (
        <SimpleGrid cols={2} spacing="md" style={{ gridTemplateColumns: 'minmax(260px, 360px) 1fr' }}>
          <Box component="section" aria-label={T.dialogsTitle}>
            {list}
          </Box>
          <Box>{conversation}</Box>
        </SimpleGrid>
      )}
    </Stack>
  );
}
