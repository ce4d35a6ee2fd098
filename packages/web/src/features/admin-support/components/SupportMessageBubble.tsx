import { Paper, Text } from '@mantine/core';
import type { TSupportMessage } from '@fura/domain/support';
import { formatDateTime } from '../../../shared/format/date';
import { SUPPORT_TEXT as T } from '../support-texts';

/** One message: the user's on the left, support's on the right (DESIGN: the messaging screens' habit). */
export function SupportMessageBubble({ message, userName }: { message: TSupportMessage; userName: string }) {
  const mine = message.fromSupport;
  return (
    <Paper
      component="li"
      radius="md"
      p="xs"
      px="sm"
      maw="85%"
      bg={mine ? 'blue.0' : 'gray.0'}
      withBorder
      style={{ alignSelf: mine ? 'flex-end' : 'flex-start' }}
      data-testid={mine ? 'support-message-mine' : 'support-message-user'}
    >
      <Text size="xs" fw={700} c={mine ? 'blue.9' : 'gray.8'}>
        {mine ? T.fromSupport : userName}
      </Text>
      {message.voiceSeconds !== null && (
        <Text size="sm" fs="italic">
          {T.voice(message.voiceSeconds)}
        </Text>
      )}
      {message.text && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.text}
        </Text>
      )}
      <Text size="xs" c="gray.7" ta="right">
        {formatDateTime(message.createdAt)}
      </Text>
    </Paper>
  );
}
