import { Badge, type MantineSize } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { PASSPORT_VERIFIED_LABEL } from '@fura/domain/verified-marks';

/**
 * «Паспорт проверен»: an admin has checked the user's passport (issue 12). The same mark wherever the user appears —
 * profile, listing cards, requests, search results. The words are its accessible name; the icon is decoration.
 */
export function PassportVerifiedMark({ size = 'sm', testId }: { size?: MantineSize; testId?: string }) {
  return (
    <Badge
      color="green"
      variant="light"
      // Mantine's green text on its light green fill is under 4.5:1; this dark green gives ~7:1 (WCAG AA).
      c="#1b5e20"
      size={size}
      radius="sm"
      tt="none"
      leftSection={<IconShieldCheck size={size === 'xs' ? 12 : 14} aria-hidden />}
      title={PASSPORT_VERIFIED_LABEL}
      data-testid={testId ?? 'passport-verified-mark'}
    >
      {PASSPORT_VERIFIED_LABEL}
    </Badge>
  );
}
