import { Button, type ButtonProps } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { Link } from 'react-router';
import { dialogTargetPath, type DialogTarget } from './dialog-paths';

/** «Написать»: opens the dialog with a user, or about a listing (with its author, or with `userId` for the author). */
export function WriteMessageButton(
  props: DialogTarget & Pick<ButtonProps, 'size' | 'variant' | 'fullWidth'>,
) {
  const { size, variant = 'light', fullWidth, ...target } = props;
  return (
    <Button
      component={Link}
      to={dialogTargetPath(target)}
      size={size}
      variant={variant}
      fullWidth={fullWidth}
      leftSection={<IconMessage size={18} aria-hidden />}
      data-testid="write-message"
    >
      Написать
    </Button>
  );
}
