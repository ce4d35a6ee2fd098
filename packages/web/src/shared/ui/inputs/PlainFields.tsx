import { Textarea, TextInput, type TextareaProps, type TextInputProps } from '@mantine/core';
import { ariaRequired } from './field-a11y';

type Bound<P> = Omit<P, 'value' | 'onChange'> & {
  label: React.ReactNode;
  /** Optional fields of the form may hold null until typed into. */
  value: string | null | undefined;
  onChange: (value: string) => void;
};

/** A text input for FormField where paste is welcome (the admin's own texts and ids). */
export function PlainTextField({ value, onChange, ...rest }: Bound<TextInputProps>) {
  return (
    <TextInput
      {...rest}
      {...ariaRequired(rest)}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/** A textarea with a «n / max» counter under it. */
export function CountedTextarea({
  value,
  onChange,
  maxLength,
  ...rest
}: Bound<Omit<TextareaProps, 'maxLength'>> & { maxLength: number }) {
  const text = value ?? '';
  return (
    <Textarea
      autosize
      minRows={3}
      maxRows={10}
      {...rest}
      {...ariaRequired(rest)}
      maxLength={maxLength}
      value={text}
      onChange={(event) => onChange(event.currentTarget.value.slice(0, maxLength))}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={`${text.length} / ${maxLength}`}
    />
  );
}
