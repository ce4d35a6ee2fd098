import { Badge, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import {
  NOTICE_AUDIENCE_LABELS,
  NOTICE_STATUS_LABELS,
  noticeProgress,
  type TNotice,
} from '@fura/domain/admin-notices';
import { formatDateTime } from '../../../shared/format/date';
import { NOTICE_TEXT } from '../notice-texts';

function audienceOf(notice: TNotice): string {
  const label = NOTICE_AUDIENCE_LABELS[notice.audience];
  return notice.audience === 'user' && notice.targetUser ? `${label}: ${notice.targetUser.name}` : label;
}

/** The notices sent, newest first: text, audience, who and when, and the delivery's progress bar. */
export function NoticeList({ notices }: { notices: readonly TNotice[] }) {
  return (
    <Stack
      gap="xs"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label={NOTICE_TEXT.listTitle}
    >
      {notices.map((notice) => {
        const percent = noticeProgress(notice);
        const done = notice.status === 'done';
        return (
          <Paper key={notice._id} component="li" withBorder radius="md" p="sm" data-testid="notice-item">
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text fw={600} size="sm">
                  {audienceOf(notice)}
                </Text>
                <Badge color={done ? 'green' : 'blue'} variant="light" data-testid="notice-status">
                  {NOTICE_STATUS_LABELS[notice.status]}
                </Badge>
              </Group>
              <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{notice.text}</Text>
              {notice.link && (
                <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                  {notice.link}
                </Text>
              )}
              <Group gap="sm" wrap="nowrap">
                <Progress
                  value={percent}
                  animated={!done}
                  color={done ? 'green' : 'blue'}
                  style={{ flex: 1 }}
                  aria-label={`${NOTICE_TEXT.progressLabel}: ${NOTICE_TEXT.progress(notice.sent, notice.total)}`}
                  data-testid="notice-progress"
                />
                <Text size="sm" fw={600} data-testid="notice-count" style={{ whiteSpace: 'nowrap' }}>
                  {NOTICE_TEXT.progress(notice.sent, notice.total)}
                </Text>
              </Group>
              <Text size="xs" c="gray.7">
                {formatDateTime(notice.createdAt)}
                {notice.admin ? ` · ${NOTICE_TEXT.from}: ${notice.admin.name}` : ''}
              </Text>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
