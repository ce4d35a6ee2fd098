import { useState } from 'react';
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconX } from '@tabler/icons-react';
import {
  PASSPORT_COMMENT_MAX,
  PASSPORT_MESSAGES,
  type ModerationDecision,
  type TModerationQueueEntry,
} from '@fura/domain/passport';
import { ApiError } from '../../../shared/api/client';
import { FormErrorAlert } from '../../../shared/ui/inputs/FormErrorAlert';
import { readServerError } from '../../../shared/ui/inputs/server-errors';
import { showSuccessToast } from '../../../shared/ui/toast';
import { useDecidePassport } from '../api/decide';
import { MODERATION_TEXT } from '../moderation-texts';

const SERVER_FIELDS = { comment: 'comment' } as const;

/** «Подтвердить» or «Отклонить» with a comment (required for a refusal). A decision taken meanwhile by another
 * admin (409) is shown instead of the buttons. */
export function DecisionForm({ item, onClose }: { item: TModerationQueueEntry; onClose: () => void }) {
  const decide = useDecidePassport();
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const [general, setGeneral] = useState<string[]>([]);
  const [decidedElsewhere, setDecidedElsewhere] = useState<string | null>(null);
  const [pending, setPending] = useState<ModerationDecision | null>(null);

  const send = async (decision: ModerationDecision) => {
    setGeneral([]);
    const text = comment.trim();
    if (decision === 'reject' && !text) return setCommentError(PASSPORT_MESSAGES.commentRequired);
    setCommentError(null);
    setPending(decision);
    try {
      await decide.mutateAsync({
        ...(item.kind === 'vehicle'
          ? { kind: 'vehicle', templateId: item.templateId }
          : { userId: item.userId }),
        uploadedAt: item.uploadedAt,
        decision,
        ...(text ? { comment: text } : {}),
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setDecidedElsewhere(error.message);
        return;
      }
      const report = readServerError(error, SERVER_FIELDS);
      setCommentError(report.fieldErrors[0]?.msg ?? null);
      setGeneral(report.general);
      return;
    } finally {
      setPending(null);
    }
    const vehicle = item.kind === 'vehicle';
    if (decision === 'approve')
      showSuccessToast(vehicle ? MODERATION_TEXT.vehicleApproved : MODERATION_TEXT.approved);
    else showSuccessToast(vehicle ? MODERATION_TEXT.vehicleRejected : MODERATION_TEXT.rejected);
    onClose();
  };

  if (decidedElsewhere) {
    return (
      <Alert
        color="orange"
        variant="light"
        icon={<IconAlertCircle aria-hidden />}
        title={MODERATION_TEXT.decidedTitle}
        role="alert"
        data-testid="moderation-conflict"
      >
        <Stack gap="sm" align="flex-start">
          {decidedElsewhere}
          <Button variant="default" onClick={onClose}>
            {MODERATION_TEXT.backToQueue}
          </Button>
        </Stack>
      </Alert>
    );
  }

  return (
    <Stack gap="sm" data-testid="moderation-decision">
      <FormErrorAlert messages={general} testId="moderation-error" />
      <Textarea
        label={MODERATION_TEXT.comment}
        description={`${MODERATION_TEXT.commentHint} · ${comment.length} / ${PASSPORT_COMMENT_MAX}`}
        value={comment}
        maxLength={PASSPORT_COMMENT_MAX}
        onChange={(event) => {
          setComment(event.currentTarget.value.slice(0, PASSPORT_COMMENT_MAX));
          setCommentError(null);
        }}
        error={commentError}
        rows={3}
        data-testid="moderation-comment"
      />
      <Group justify="flex-end" gap="sm">
        <Button
          color="red.9"
          variant="outline"
          leftSection={<IconX size={18} aria-hidden />}
          loading={pending === 'reject'}
          disabled={pending !== null}
          onClick={() => void send('reject')}
          data-testid="moderation-reject"
        >
          {MODERATION_TEXT.reject}
        </Button>
        <Button
          color="teal.9"
          leftSection={<IconCheck size={18} aria-hidden />}
          loading={pending === 'approve'}
          disabled={pending !== null}
          onClick={() => void send('approve')}
          data-testid="moderation-approve"
        >
          {MODERATION_TEXT.approve}
        </Button>
      </Group>
    </Stack>
  );
}
