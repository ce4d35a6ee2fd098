import { Modal, Stack, Text } from '@mantine/core';
import type { TModerationQueueItem } from '@fura/domain/passport';
import { USER_TYPE_LABELS } from '@fura/domain/users';
import { formatDateTime } from '../../../shared/format/date';
import { useNarrowScreen } from '../../../shared/ui/use-narrow-screen';
import { moderationPhotoUrl } from '../api/decide';
import { MODERATION_TEXT } from '../moderation-texts';
import { DecisionForm } from './DecisionForm';
import { PassportViewer } from './PassportViewer';
import { queueItemName } from './QueueList';

/** One passport under review: the watermarked photo with zoom and the decision. Full screen on a phone. */
export function ReviewModal({ item, onClose }: { item: TModerationQueueItem | null; onClose: () => void }) {
  const narrow = useNarrowScreen();
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={item ? `Паспорт: ${queueItemName(item)}` : ''}
      size="xl"
      fullScreen={narrow}
      closeButtonProps={{ 'aria-label': MODERATION_TEXT.close }}
      data-testid="moderation-modal"
    >
      {item && (
        <Stack gap="md">
          <Text size="sm" c="gray.7">
            {USER_TYPE_LABELS[item.type]} · {item.email} · {MODERATION_TEXT.uploaded}{' '}
            {formatDateTime(item.uploadedAt)}
          </Text>
          <PassportViewer
            src={moderationPhotoUrl(item.userId, item.uploadedAt)}
            alt={`${MODERATION_TEXT.viewerLabel}: ${queueItemName(item)}`}
          />
          <DecisionForm key={`${item.userId}:${item.uploadedAt}`} item={item} onClose={onClose} />
        </Stack>
      )}
    </Modal>
  );
}
