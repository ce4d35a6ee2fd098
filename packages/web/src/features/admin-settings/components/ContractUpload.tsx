import { useState } from 'react';
import { Anchor, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { CONTRACT_ACCEPT, CONTRACT_MAX_BYTES, SITE_SETTINGS_MESSAGES as M } from '@fura/domain/admin-site';
import { ApiError } from '../../../shared/api/client';
import { showErrorToast, showSuccessToast } from '../../../shared/ui/toast';
import { useUploadContract } from '../api/settings-api';

/** What the browser can tell before sending (the server checks the bytes). */
function fileError(file: File): string | null {
  if (file.size > CONTRACT_MAX_BYTES) return M.contractSize;
  return /\.(pdf|docx)$/i.test(file.name) ? null : M.contractType;
}

/** The contract template: the current link, and an upload of a new PDF or DOCX that takes effect at once. */
export function ContractUpload({
  current,
  onUploaded,
}: {
  current: string;
  onUploaded: (link: string) => void;
}) {
  const upload = useUploadContract();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const pick = (next: File | null) => {
    setFile(next);
    setError(next ? fileError(next) : null);
  };

  const send = async () => {
    if (!file) {
      setError(M.contractMissing);
      return;
    }
    if (fileError(file)) return;
    try {
      const { dogovor } = await upload.mutateAsync(file);
      setFile(null);
      onUploaded(dogovor);
      showSuccessToast(M.contractSaved);
    } catch (failure) {
      if (failure instanceof ApiError && failure.errors[0]) setError(failure.errors[0].msg);
      else showErrorToast(failure);
    }
  };

  return (
    <Stack gap="xs" data-testid="contract-upload">
      <Text size="sm">
        Сейчас:{' '}
        {current ? (
          <Anchor href={current} target="_blank" rel="noopener noreferrer" data-testid="contract-current">
            скачать шаблон
          </Anchor>
        ) : (
          'не загружен'
        )}
      </Text>
      <Group align="flex-end" gap="sm">
        <FileInput
          label="Новый шаблон договора"
          description="PDF или DOCX, не больше 10 МБ"
          placeholder="Выберите файл"
          accept={CONTRACT_ACCEPT}
          value={file}
          onChange={pick}
          error={error}
          clearable
          style={{ flex: '1 1 240px' }}
          data-testid="contract-file"
        />
        <Button
          leftSection={<IconFileUpload size={18} aria-hidden />}
          onClick={() => void send()}
          loading={upload.isPending}
          data-testid="contract-send"
        >
          Загрузить
        </Button>
      </Group>
    </Stack>
  );
}
