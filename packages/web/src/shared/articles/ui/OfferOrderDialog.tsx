import { Modal, Text } from '@mantine/core';
import { useOfferOrder } from '../offer-order';
import { OfferOrderChoices } from './OfferOrderChoices';

/** The dialog of «Предложить заказ»: the cargo owner's published orders to choose from. */
export function OfferOrderDialog({
  carrierId,
  opened,
  onClose,
}: {
  carrierId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const offer = useOfferOrder(onClose);
  return (
    <Modal opened={opened} onClose={onClose} title="Предложить заказ перевозчику" size="lg">
      <Text size="sm" c="dimmed" mb="md">
        Выберите опубликованный заказ: перевозчик получит уведомление и сможет отправить заявку.
      </Text>
      <OfferOrderChoices
        pendingId={offer.isPending ? (offer.variables?.orderId ?? null) : null}
        onPick={(orderId) => offer.mutate({ orderId, carrierId })}
      />
    </Modal>
  );
}
