import { Progress, Stack, Text } from '@mantine/core';

/** How far the upload is (DESIGN §8: long uploads show progress). */
export function UploadProgress({ fraction, withFiles }: { fraction: number; withFiles: boolean }) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  let label = 'Отправляем объявление…';
  if (withFiles) label = percent < 100 ? `Загружаем фотографии: ${percent} %` : 'Обрабатываем фотографии…';
  return (
    <Stack gap={4} data-testid="article-upload-progress" aria-live="polite">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Progress
        value={withFiles ? percent : 100}
        animated
        striped={percent >= 100 || !withFiles}
        aria-label={label}
      />
    </Stack>
  );
}
