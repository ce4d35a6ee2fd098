import type { ReactNode } from 'react';
import { Drawer } from '@mantine/core';
import { Logo } from '../../shared/ui/Logo';

/** The narrow-screen menu that the burger opens. */
export function MenuDrawer({
  opened,
  onClose,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size="min(320px, 90vw)"
      padding="xs"
      title={<Logo />}
      closeButtonProps={{ 'aria-label': 'Закрыть меню', size: 44 }}
    >
      {children}
    </Drawer>
  );
}
