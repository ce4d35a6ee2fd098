import { useState } from 'react';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { ariaRequired } from './field-a11y';
import { PasswordRules } from './PasswordRules';

export const SHOW_PASSWORD_LABEL = 'Показать пароль';
export const HIDE_PASSWORD_LABEL = 'Скрыть пароль';

export type PasswordFieldProps = Omit<
  PasswordInputProps,
  'value' | 'onChange' | 'visible' | 'onVisibilityChange'
> & {
  label: React.ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** A new password: the rules checklist under the field, read out as its description. */
  withRules?: boolean;
};

/** A password input with a show/hide toggle (SPEC §5); paste stays allowed for password managers. */
export function PasswordField({ value, onChange, withRules = false, ...rest }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const rules: Partial<PasswordInputProps> = withRules
    ? {
        description: <PasswordRules password={value} />,
        // The checklist is a list: a <div>, not Mantine's <p>, may hold it.
        descriptionProps: { component: 'div' },
        inputWrapperOrder: ['label', 'input', 'error', 'description'],
      }
    : {};
  return (
    <PasswordInput
      {...rest}
      {...rules}
      {...ariaRequired(rest)}
      // Mantine marks the password's error with data-invalid only; Input-based fields get aria-invalid.
      aria-invalid={rest.error ? true : undefined}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': visible ? HIDE_PASSWORD_LABEL : SHOW_PASSWORD_LABEL }}
    />
  );
}
