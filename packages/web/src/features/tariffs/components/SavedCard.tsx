import { useState } from 'react';
import { Anchor, Button, Group, Modal, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCreditCard, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ROUTES } from '@fura/domain/routes';
import { showErrorToast, showSuccessToast } from '../../../shared/ui/toast';
import { useDeleteCard } from '../api/delete-card';
import { cardLabel } from '../payment-format';

type Card = { type: string; last4: string } | null;

function DeleteCardModal({ opened, card, onClose }: { opened: boolean; card: string; onClose: () => void }) {
  const remove = useDeleteCard();
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        onClose();
        showSuccessToast('Карта удалена. Автоплатёж выключен');
      },
      onError: (error) => {
        onClose();
        showErrorToast(error);
      },
    });
  return (
    <Modal opened={opened} onClose={onClose} title="Удалить карту?" centered>
      <Stack gap="md">
        <Text>
          Карта {card} будет удалена, автоплатёж выключится. Оплаченный срок тарифа сохранится. Чтобы снова
          включить автоплатёж, оплатите тариф картой.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            Отмена
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={confirm}
            data-testid="autopay-delete-confirm"
          >
            Удалить
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The card autopay charges: type and last four digits with «Удалить карту», or how to save one. */
export function SavedCard({ card }: { card: Card }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="autopay-card">
      <Stack gap="sm">
        <Title order={2} fz={{ base: 18, sm: 20 }}>
          Карта для автоплатежа
        </Title>
        {card ? (
          <Group justify="space-between" gap="sm">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                <IconCreditCard size={22} />
              </ThemeIcon>
              <Text fw={700} size="lg" data-testid="autopay-card-label">
                {cardLabel(card)}
              </Text>
            </Group>
            <Button
              variant="outline"
              color="red"
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={() => setConfirming(true)}
              data-testid="autopay-delete"
            >
              Удалить карту
            </Button>
          </Group>
        ) : (
          <Stack gap={4}>
            <Text fw={700} data-testid="autopay-no-card">
              Карта не сохранена
            </Text>
            <Text size="sm">
              Карта сохраняется, когда вы оплачиваете тариф.{' '}
              <Anchor component={Link} to={ROUTES.mytarif.path}>
                Оплатить тариф
              </Anchor>
            </Text>
          </Stack>
        )}
      </Stack>
      {card ? (
        <DeleteCardModal opened={confirming} card={cardLabel(card)} onClose={() => setConfirming(false)} />
      ) : null}
    </Paper>
  );
}
