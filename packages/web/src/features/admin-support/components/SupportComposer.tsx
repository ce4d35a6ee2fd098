import { useState } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { ZSupportSendRequest } from '@fura/domain/support';
import { readServerError } from '../../../shared/ui/inputs/server-errors';
import { showErrorToasts } from '../../../shared/ui/inputs/server-errors';
import { useSendSupportMessage } from '../api/support-api';
import { SUPPORT_TEXT as T } from '../support-texts';
import '../../../shared/forms/zod-locale';

const ZText = ZSupportSendRequest.shape.text;
const TEXT_MAX = 4000;

/** The answer box: a textarea and «Отправить» (or Ctrl + Enter); a refused text keeps what was typed. */
export function SupportComposer({ dialogId }: { dialogId: string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendSupportMessage(dialogId);

  const submit = async () => {
    const checked = ZText.safeParse(text);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    try {
      await send.mutateAsync(checked.data);
      setText('');
    } catch (failure) {
      const report = readServerError(failure, { text: 'text' } as const);
      setError(report.fieldErrors[0]?.msg ?? null);
      showErrorToasts(report.general);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
      data-testid="support-composer"
    >
      <Stack gap="xs">
        <Textarea
          label={T.answer}
          description={T.answerHint}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value.slice(0, TEXT_MAX));
            if (error) setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              void submit();
            }
          }}
          error={error}
          maxLength={TEXT_MAX}
          autosize
          minRows={2}
          maxRows={8}
          data-testid="support-text"
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={send.isPending}
            leftSection={<IconSend size={16} aria-hidden />}
            data-testid="support-send"
          >
            {T.send}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
