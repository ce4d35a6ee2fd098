import { useForm } from 'react-hook-form';
import { zodResolver } from '../../shared/forms/zod-resolver';
import { Modal, Stack, Text } from '@mantine/core';
import { CALLBACK_MESSAGES, ZCallbackRequest } from '@fura/domain/callback';
import { FormField } from '../../shared/ui/inputs/FormField';
import { NoPasteTextField } from '../../shared/ui/inputs/NoPasteTextField';
import { PhoneField } from '../../shared/ui/inputs/PhoneField';
import { SubmitButton } from '../../shared/ui/inputs/SubmitButton';
import { readServerError, showErrorToasts } from '../../shared/ui/inputs/server-errors';
import { showSuccessToast } from '../../shared/ui/toast';
import { useSendMailCallMutation } from './api/send-mail-call';

const EMPTY = { phone: '', name: '' };
const SERVER_FIELDS = { phone: 'phone', name: 'name' } as const;

/** «Заказать звонок» for visitors (SPEC §2 overlays, §5 and §7 sendMailCall). */
export function CallbackModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const send = useSendMailCallMutation();
  const { control, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(ZCallbackRequest),
    defaultValues: EMPTY,
  });

  const close = () => {
    reset(EMPTY);
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
    } catch (error) {
      // SPEC §7: with an error in the answer the modal stays as it is; only the messages are shown.
      const report = readServerError(error, SERVER_FIELDS);
      for (const item of report.fieldErrors) setError(item.field, { message: item.msg });
      showErrorToasts(report.general);
      return;
    }
    showSuccessToast(CALLBACK_MESSAGES.success);
    close();
  });

  return (
    <Modal.Root opened={opened} onClose={close} centered>
      <Modal.Overlay />
      {/* The test id sits on the visible dialog box, not on the zero-size root. */}
      <Modal.Content data-testid="callback-modal">
        {/* A <header> here would be a second banner landmark beside the page's own. */}
        <Modal.Header component="div">
          <Modal.Title fw={700}>Заказать звонок</Modal.Title>
          <Modal.CloseButton aria-label="Закрыть" />
        </Modal.Header>
        <Modal.Body>
          <form onSubmit={onSubmit} noValidate data-testid="callback-form">
            <Stack gap="md">
              <Text size="sm" c="dimmed">
                Оставьте номер телефона — мы перезвоним и ответим на вопросы.
              </Text>
              <FormField
                control={control}
                name="phone"
                component={PhoneField}
                label="Телефон"
                required
                data-testid="callback-phone"
              />
              <FormField
                control={control}
                name="name"
                component={NoPasteTextField}
                label="Имя"
                autoComplete="given-name"
                required
                data-testid="callback-name"
              />
              <SubmitButton fullWidth loading={formState.isSubmitting} data-testid="callback-submit">
                Заказать звонок
              </SubmitButton>
            </Stack>
          </form>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
