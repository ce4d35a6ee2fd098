import { TextInput, type TextInputProps } from '@mantine/core';
import { ariaRequired } from './field-a11y';

export type EmailFieldProps = TextInputProps & { label: React.ReactNode };

/** An e-mail input (paste allowed, SPEC §5) with the browser's e-mail autofill and the usual placeholder. */
export function EmailField(props: EmailFieldProps) {
  return (
    <TextInput
      type="email"
      placeholder="mail@example.ru"
      autoComplete="email"
      {...props}
      {...ariaRequired(props)}
    />
  );
}
