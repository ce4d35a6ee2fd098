import { Box, Button, Group, Paper } from '@mantine/core';
import { Link } from 'react-router';

export type SendingButton = 'publish' | 'draft' | 'save';

/** Side by side on a phone too: half the width each, so the bar stays one row high. */
const halfOnPhone = { base: 'calc(50% - 4px)', xs: 'auto' } as const;
const paddingOnPhone = { base: 8, xs: 'lg' } as const;

/** The buttons at the foot of the form, kept in reach while scrolling on a phone. */
export function FormActions({
  mode,
  sending,
  onDraft,
  cancelHref,
}: {
  mode: 'create' | 'edit';
  sending: SendingButton | null;
  onDraft: () => void;
  cancelHref?: string;
}) {
  const busy = sending !== null;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 6, xs: 'sm' }}
      shadow="sm"
      style={{ position: 'sticky', bottom: 8, zIndex: 5 }}
    >
      <Group justify="flex-end" gap={8} wrap="nowrap">
        {mode === 'create' ? (
          <>
            <Button
              type="button"
              variant="default"
              size="md"
              w={halfOnPhone}
              px={paddingOnPhone}
              onClick={onDraft}
              loading={sending === 'draft'}
              disabled={busy && sending !== 'draft'}
              data-testid="article-save-draft"
            >
              <Box component="span" hiddenFrom="xs">
                Черновик
              </Box>
              <Box component="span" visibleFrom="xs">
                Сохранить черновик
              </Box>
            </Button>
            <Button
              type="submit"
              size="md"
              w={halfOnPhone}
              px={paddingOnPhone}
              loading={sending === 'publish'}
              disabled={busy && sending !== 'publish'}
              data-testid="article-publish"
            >
              Опубликовать
            </Button>
          </>
        ) : (
          <>
            {cancelHref ? (
              <Button
                component={Link}
                to={cancelHref}
                variant="default"
                size="md"
                w={halfOnPhone}
                px={paddingOnPhone}
              >
                Отмена
              </Button>
            ) : null}
            <Button
              type="submit"
              size="md"
              w={halfOnPhone}
              px={paddingOnPhone}
              loading={sending === 'save'}
              data-testid="article-save"
            >
              <Box component="span" hiddenFrom="xs">
                Сохранить
              </Box>
              <Box component="span" visibleFrom="xs">
                Сохранить изменения
              </Box>
            </Button>
          </>
        )}
      </Group>
    </Paper>
  );
}
