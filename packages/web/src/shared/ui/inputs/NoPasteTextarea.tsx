import { Textarea, type TextareaProps } from '@mantine/core';
import { ariaRequired } from './field-a11y';

export type NoPasteTextareaProps = Omit<TextareaProps, 'value' | 'onChange' | 'maxLength'> & {
  label: React.ReactNode;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
};

/** Free text into which pasting is blocked (SPEC §5), with a «n / max» counter. */
export function NoPasteTextarea({ value, onChange, maxLength, onPaste, ...rest }: NoPasteTextareaProps) {
  return (
    <Textarea
      autosize
      minRows={3}
      maxRows={10}
      {...rest}
      {...ariaRequired(rest)}
      maxLength={maxLength}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value.slice(0, maxLength))}
      onPaste={(event) => {
        event.preventDefault();
        onPaste?.(event);
      }}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={`${value.length} / ${maxLength}`}
    />
  );
}
