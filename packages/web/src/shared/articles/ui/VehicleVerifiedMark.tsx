import { Badge, type MantineSize } from '@mantine/core';
import { IconTruck } from '@tabler/icons-react';
import { VEHICLE_VERIFIED_LABEL } from '@fura/domain/verified-marks';

/**
 * «Машина проверена» (issue 29): a moderator compared the vehicle's СТС with its plate and its owner. On the carrier's
 * offers, his requests made with that vehicle, his templates and the deal. The words are its accessible name.
 */
export function VehicleVerifiedMark({ size = 'sm', testId }: { size?: MantineSize; testId?: string }) {
  return (
    <Badge
      color="green"
      variant="light"
      // As the passport mark: Mantine's light green text is under 4.5:1 on its fill; this dark green gives ~7:1.
      c="#1b5e20"
      size={size}
      radius="sm"
      tt="none"
      leftSection={<IconTruck size={size === 'xs' ? 12 : 14} aria-hidden />}
      title={VEHICLE_VERIFIED_LABEL}
      data-testid={testId ?? 'vehicle-verified-mark'}
    >
      {VEHICLE_VERIFIED_LABEL}
    </Badge>
  );
}
