import { Textarea, type TextareaProps } from '@mantine/core';
import { ContactHint } from './ContactHint';
import { ariaRequired } from './field-a11y';

export type NoPasteTextareaProps = Omit<TextareaProps, 'value' | 'onChange' | 'maxLength'> & {
  label: React.ReactNode;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  /** Say under the field when the text holds a contact, which the other side sees only after the choice (issue 29). */
  contactHint?: boolean;
};

/** Free text into which pasting is blocked (SPEC §5), with a «n / max» counter. */
export function NoPasteTextarea({
  value,
  onChange,
  maxLength,
  onPaste,
  contactHint = false,
  ...rest
}: NoPasteTextareaProps) {
  const counter = `${value.length} / ${maxLength}`;
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
      description={
        contactHint ? (
          <>
            {counter}
            <ContactHint text={value} />
          </>
        ) : (
          counter
        )
      }
    />
  );
}
