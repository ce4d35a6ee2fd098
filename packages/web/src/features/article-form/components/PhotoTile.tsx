import { ActionIcon, AspectRatio, Box, Center, Image, Text } from '@mantine/core';
import { IconPhoto, IconX } from '@tabler/icons-react';
import type { PhotoItem } from '../use-photos';

function source(item: PhotoItem): string | null {
  return item.kind === 'new' ? item.previewUrl : item.photo.thumb || item.photo.file;
}

/** One photo of the form: a square preview (or the file name when the browser cannot draw it) and «×». */
export function PhotoTile({
  item,
  onRemove,
  removeLabel,
  testId,
  removeTestId,
}: {
  item: PhotoItem;
  onRemove?: () => void;
  removeLabel: string;
  testId: string;
  removeTestId: string;
}) {
  const src = source(item);
  return (
    <Box pos="relative" data-testid={testId} data-kind={item.kind}>
      <AspectRatio ratio={1}>
        {src ? (
          <Image src={src} alt="" radius="md" fit="cover" />
        ) : (
          <Center bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-md)', flexDirection: 'column' }}>
            <IconPhoto size={28} color="var(--mantine-color-gray-6)" aria-hidden />
            <Text size="xs" c="dimmed" px={4} ta="center" lineClamp={2}>
              {item.kind === 'new' ? item.file.name : ''}
            </Text>
          </Center>
        )}
      </AspectRatio>
      {onRemove ? (
        <ActionIcon
          pos="absolute"
          top={4}
          right={4}
          size={32}
          radius="xl"
          color="dark"
          variant="filled"
          opacity={0.85}
          aria-label={removeLabel}
          onClick={onRemove}
          data-testid={removeTestId}
        >
          <IconX size={18} />
        </ActionIcon>
      ) : null}
    </Box>
  );
}
