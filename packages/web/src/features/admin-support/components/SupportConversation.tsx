import { useEffect } from 'react';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { QueryStates } from '../../../shared/ui/QueryStates';
import { allMessages, useMarkSupportRead, useSupportMessages } from '../api/support-api';
import { SUPPORT_TEXT as T, roleLabel } from '../support-texts';
import { SupportComposer } from './SupportComposer';
import { SupportMessageBubble } from './SupportMessageBubble';

/**
 * One user's dialog with support: earlier messages on demand, the messages in order, the answer box. Opening it (and
 * each new message of the user while it is open) marks the user's messages read.
 */
export function SupportConversation({ dialogId }: { dialogId: string }) {
  const query = useSupportMessages(dialogId);
  const markRead = useMarkSupportRead();
  const messages = allMessages(query.data);
  const lastUserMessage = [...messages].reverse().find((message) => !message.fromSupport)?._id ?? null;
  const user = query.data?.pages[0]?.user;
  const { mutate: read } = markRead;

  const loaded = query.isSuccess;
  useEffect(() => {
    if (loaded) read(dialogId);
  }, [dialogId, lastUserMessage, loaded, read]);

  const name = user?.name ?? '';
  return (
    <QueryStates
      query={query}
      loading={
        <Stack
          gap="xs"
          aria-busy="true"
          aria-label="Загрузка сообщений"
          data-testid="support-messages-loading"
        >
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={56} radius="md" />
          ))}
        </Stack>
      }
      error={{ title: T.messagesLoadError, testId: 'support-messages-error' }}
    >
      {() => (
        <Paper
          withBorder
          radius="md"
          p={{ base: 'xs', sm: 'md' }}
          component="section"
          aria-labelledby="support-conversation-title"
        >
          <Stack gap="sm">
            <Group gap="xs" align="baseline" wrap="wrap">
              <Title
                order={2}
                fz={{ base: 18, sm: 20 }}
                id="support-conversation-title"
                style={{ overflowWrap: 'anywhere' }}
              >
                {name}
              </Title>
              {user && (
                <Text size="sm" c="gray.7">
                  {roleLabel(user.type)}
                </Text>
              )}
            </Group>
            {query.hasNextPage && (
              <Button
                variant="default"
                size="sm"
                style={{ alignSelf: 'center' }}
                loading={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
                data-testid="support-earlier"
              >
                {T.earlier}
              </Button>
            )}
            {messages.length === 0 ? (
              <Text c="gray.7">{T.noMessages}</Text>
            ) : (
              <Stack
                gap={6}
                component="ol"
                style={{ listStyle: 'none', padding: 0, margin: 0 }}
                aria-label={T.conversationWith(name)}
                data-testid="support-messages"
              >
                {messages.map((message) => (
                  <SupportMessageBubble key={message._id} message={message} userName={name} />
                ))}
              </Stack>
            )}
            <SupportComposer dialogId={dialogId} />
          </Stack>
        </Paper>
      )}
    </QueryStates>
  );
}
