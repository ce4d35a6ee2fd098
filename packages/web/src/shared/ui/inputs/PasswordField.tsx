import { useState } from 'react';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';

export const SHOW_PASSWORD_LABEL = 'Показать пароль';
export const HIDE_PASSWORD_LABEL = 'Скрыть пароль';

export type PasswordFieldProps = Omit<
  PasswordInputProps,
  'value' | 'onChange' | 'visible' | 'onVisibilityChange'
> & {
  label: React.ReactNode;
  value: string;
  onChange: (value: string) => void;
};

/** A password input with a show/hide toggle (SPEC §5); paste stays allowed for password managers. */
export function PasswordField({ value, onChange, ...rest }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...rest}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': visible ? HIDE_PASSWORD_LABEL : SHOW_PASSWORD_LABEL }}
    />
  );
}
