import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useSession } from '../../session/session-query';

// The dialog (a modal with its list) loads on the first click: the pages showing the button — a carrier's offer and
// profile, rendered on the server for guests — stay light (issue 28).
const OfferOrderDialog = lazy(() =>
  import('./OfferOrderDialog').then((module) => ({ default: module.OfferOrderDialog })),
);

/**
 * «Предложить заказ»: a logged-in cargo owner offers one of his published orders to this carrier (from the carrier's
 * offer or profile). Renders nothing for anyone else.
 */
export function OfferOrderButton({ carrierId }: { carrierId: string }) {
  const { user } = useSession();
  const [opened, setOpened] = useState(false);
  // Mounted from the first click on, so that the dialog closes as dialogs do.
  const [used, setUsed] = useState(false);
  if (!user || user.type !== 'cargo' || user._id === carrierId) return null;

  return (
    <>
      <Button
        variant="light"
        leftSection={<IconSend size={18} aria-hidden />}
        onClick={() => {
          setUsed(true);
          setOpened(true);
        }}
        data-testid="offer-order-button"
      >
        Предложить заказ
      </Button>
      {used && (
        <Suspense fallback={null}>
          <OfferOrderDialog carrierId={carrierId} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
