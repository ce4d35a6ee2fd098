import { useEffect, useState } from 'react';
import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { UpdateOffer } from '../shared/pwa/sw-update';
import { announce } from '../shared/ui/live-announcer';
import classes from './UpdatePrompt.module.css';

export const UPDATE_TEXT = 'Доступна новая версия — обновить?';

/**
 * The offer of a new release (issue 27, registerType «prompt»): a small banner at the bottom, announced politely,
 * with «Обновить» (the new worker takes over and the page reloads) and «Позже» (hidden until the next page load).
 */
export function UpdatePrompt({ offer }: { offer: UpdateOffer }) {
  const [hidden, setHidden] = useState(false);
  const [updating, setUpdating] = useState(false);
  useEffect(() => announce(UPDATE_TEXT), [offer]);
  if (hidden) return null;
  return (
    <Paper
      component="section"
      aria-label="Обновление сайта"
      shadow="md"
      withBorder
      radius="md"
      p="sm"
      className={classes.banner}
      data-testid="update-prompt"
    >
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Text fw={500}>{UPDATE_TEXT}</Text>
        <Group gap={4} wrap="nowrap">
          <Button
            size="sm"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={updating}
            onClick={() => {
              setUpdating(true);
              offer.apply();
            }}
            data-testid="update-apply"
          >
            Обновить
          </Button>
          <CloseButton
            size="xl"
            aria-label="Позже"
            onClick={() => setHidden(true)}
            data-testid="update-later"
          />
        </Group>
      </Group>
    </Paper>
  );
}
