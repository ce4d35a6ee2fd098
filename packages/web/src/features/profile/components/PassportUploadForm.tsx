import { useRef, useState } from 'react';
import { Button, FileInput, Group, Stack } from '@mantine/core';
import { IconFileUpload, IconSend } from '@tabler/icons-react';
import { PASSPORT_ACCEPT, PASSPORT_PHOTO_FIELD } from '@fura/domain/passport';
import type { TSessionUser } from '@fura/domain/user';
import { FormErrorAlert } from '../../../shared/ui/inputs/FormErrorAlert';
import { readServerError, showErrorToasts } from '../../../shared/ui/inputs/server-errors';
import { showSuccessToast } from '../../../shared/ui/toast';
import { usePassportUpload } from '../api/passport-upload';
import { passportFileError } from '../passport-file';

export const PASSPORT_TEXT = {
  label: 'Фото паспорта',
  hint: 'Разворот с фотографией: JPEG, PNG, WebP или HEIC, не больше 10\u00a0МБ',
  placeholder: 'Выберите файл',
  send: 'Отправить на проверку',
  sent: 'Фото паспорта отправлено на проверку',
  required: 'Выберите фото паспорта',
} as const;

const FILE_INPUT_PROPS: React.ComponentProps<'input'> & Record<`data-${string}`, string> = {
  'data-testid': 'passport-file',
};
const SERVER_FIELDS = { [PASSPORT_PHOTO_FIELD]: 'file' } as const;

/** Picks a photo of the passport and sends it for the admins' check. */
export function PassportUploadForm({ user, submitLabel }: { user: TSessionUser; submitLabel?: string }) {
  const upload = usePassportUpload();
  const resetRef = useRef<() => void>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [general, setGeneral] = useState<string[]>([]);

  const pick = (picked: File | null) => {
    setFile(picked);
    setGeneral([]);
    setError(picked ? passportFileError(picked) : null);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setGeneral([]);
    if (!file) return setError(PASSPORT_TEXT.required);
    const invalid = passportFileError(file);
    if (invalid) return setError(invalid);
    try {
      await upload.mutateAsync({ user, file });
    } catch (failure) {
      const report = readServerError(failure, SERVER_FIELDS);
      setError(report.fieldErrors[0]?.msg ?? null);
      setGeneral(report.general);
      showErrorToasts(report.general);
      return;
    }
    setFile(null);
    resetRef.current?.();
    showSuccessToast(PASSPORT_TEXT.sent);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="passport-form">
      <Stack gap="sm">
        <FormErrorAlert messages={general} testId="passport-form-error" />
        <FileInput
          label={PASSPORT_TEXT.label}
          description={PASSPORT_TEXT.hint}
          placeholder={PASSPORT_TEXT.placeholder}
          accept={PASSPORT_ACCEPT}
          value={file}
          onChange={pick}
          clearable
          resetRef={resetRef}
          error={error}
          leftSection={<IconFileUpload size={18} aria-hidden />}
          fileInputProps={FILE_INPUT_PROPS}
          data-testid="passport-file-button"
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={upload.isPending}
            disabled={error !== null}
            leftSection={<IconSend size={18} aria-hidden />}
            data-testid="passport-submit"
          >
            {submitLabel ?? PASSPORT_TEXT.send}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
