import { useState } from 'react';
import { Button, Modal, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useSession } from '../../session/session-query';
import { OfferOrderChoices } from './OfferOrderChoices';
import { useOfferOrder } from '../offer-order';

/**
 * «Предложить заказ»: a logged-in cargo owner offers one of his published orders to this carrier (from the carrier's
 * offer or profile). Renders nothing for anyone else.
 */
export function OfferOrderButton({ carrierId }: { carrierId: string }) {
  const { user } = useSession();
  const [opened, setOpened] = useState(false);
  const offer = useOfferOrder(() => setOpened(false));
  if (!user || user.type !== 'cargo' || user._id === carrierId) return null;

  return (
    <>
      <Button
        variant="light"
        leftSection={<IconSend size={18} aria-hidden />}
        onClick={() => setOpened(true)}
        data-testid="offer-order-button"
      >
        Предложить заказ
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Предложить заказ перевозчику" size="lg">
        <Text size="sm" c="dimmed" mb="md">
          Выберите опубликованный заказ: перевозчик получит уведомление и сможет отправить заявку.
        </Text>
        <OfferOrderChoices
          pendingId={offer.isPending ? (offer.variables?.orderId ?? null) : null}
          onPick={(orderId) => offer.mutate({ orderId, carrierId })}
        />
      </Modal>
    </>
  );
}
