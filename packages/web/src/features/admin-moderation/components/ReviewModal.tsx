import { Alert, Modal, Stack, Text, Title } from '@mantine/core';
import type { TModerationQueueEntry, TModerationQueueItem } from '@fura/domain/passport';
import type { TVehicleQueueItem } from '@fura/domain/vehicle-check';
import { USER_TYPE_LABELS } from '@fura/domain/users';
import { formatDateTime } from '../../../shared/format/date';
import { useNarrowScreen } from '../../../shared/ui/use-narrow-screen';
import { moderationPhotoUrl, vehicleDocUrl } from '../api/decide';
import { MODERATION_TEXT } from '../moderation-texts';
import { DecisionForm } from './DecisionForm';
import { PassportViewer } from './PassportViewer';
import { queueItemKey, queueItemName } from './QueueList';

function whoLine(item: TModerationQueueEntry): string {
  return `${USER_TYPE_LABELS[item.type]} · ${item.email} · ${MODERATION_TEXT.uploaded} ${formatDateTime(item.uploadedAt)}`;
}

function PassportReview({ item }: { item: TModerationQueueItem }) {
  return (
    <>
      <Text size="sm" c="gray.7">
        {whoLine(item)}
      </Text>
      <PassportViewer
        src={moderationPhotoUrl(item.userId, item.uploadedAt)}
        alt={`${MODERATION_TEXT.viewerLabel}: ${queueItemName(item)}`}
      />
    </>
  );
}

/**
 * A vehicle (issue 29): what the СТС must show — the plate, and as owner the carrier or his company (else the lease)
 * — then the СТС and the lease, each watermarked with zoom.
 */
function VehicleReview({ item }: { item: TVehicleQueueItem }) {
  return (
    <>
      <Stack gap={2} data-testid="moderation-vehicle-facts">
        <Text fw={700}>
          Госномер: {item.plate} · {item.vehicleName}
        </Text>
        <Text size="sm">
          Перевозчик: {queueItemName(item)} · {MODERATION_TEXT.company}:{' '}
          {item.companyName ?? MODERATION_TEXT.noCompany.toLowerCase()}
        </Text>
        <Text size="sm" c="gray.7">
          {whoLine(item)}
        </Text>
      </Stack>
      <Text size="sm">{MODERATION_TEXT.vehicleHint}</Text>
      <Title order={3} fz="md">
        {MODERATION_TEXT.stsLabel}
      </Title>
      <PassportViewer
        src={vehicleDocUrl(item.templateId, 'sts', item.uploadedAt)}
        alt={`${MODERATION_TEXT.stsLabel}: ${item.plate}`}
        label={MODERATION_TEXT.stsLabel}
        errorText={MODERATION_TEXT.stsError}
        testId="sts"
      />
      <Title order={3} fz="md">
        {MODERATION_TEXT.leaseLabel}
      </Title>
      {item.hasLease ? (
        <PassportViewer
          src={vehicleDocUrl(item.templateId, 'lease', item.uploadedAt)}
          alt={`${MODERATION_TEXT.leaseLabel}: ${item.plate}`}
          label={MODERATION_TEXT.leaseLabel}
          errorText={MODERATION_TEXT.leaseError}
          testId="lease"
        />
      ) : (
        <Alert variant="light" color="gray" data-testid="moderation-no-lease">
          {MODERATION_TEXT.noLease}
        </Alert>
      )}
    </>
  );
}

/** One passport or vehicle under review: the watermarked documents with zoom and the decision. Full screen on a phone. */
export function ReviewModal({ item, onClose }: { item: TModerationQueueEntry | null; onClose: () => void }) {
  const narrow = useNarrowScreen();
  const title = !item
    ? ''
    : item.kind === 'vehicle'
      ? `Машина: ${item.plate} — ${queueItemName(item)}`
      : `Паспорт: ${queueItemName(item)}`;
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={title}
      size="xl"
      fullScreen={narrow}
      closeButtonProps={{ 'aria-label': MODERATION_TEXT.close }}
      data-testid="moderation-modal"
    >
      {item && (
        <Stack gap="md">
          {item.kind === 'vehicle' ? <VehicleReview item={item} /> : <PassportReview item={item} />}
          <DecisionForm key={`${queueItemKey(item)}:${item.uploadedAt}`} item={item} onClose={onClose} />
        </Stack>
      )}
    </Modal>
  );
}
