import { TextInput, type TextInputProps } from '@mantine/core';
import { ariaRequired } from './field-a11y';

export type NoPasteTextFieldProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  label: React.ReactNode;
  value: string;
  onChange: (value: string) => void;
};

/** A text input into which pasting is blocked (SPEC §5). Not for e-mail, login or password fields. */
export function NoPasteTextField({ value, onChange, onPaste, ...rest }: NoPasteTextFieldProps) {
  return (
    <TextInput
      {...rest}
      {...ariaRequired(rest)}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onPaste={(event) => {
        event.preventDefault();
        onPaste?.(event);
      }}
    />
  );
}
