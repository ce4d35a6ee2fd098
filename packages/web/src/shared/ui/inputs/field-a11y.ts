/**
 * Mantine's `withAsterisk` only draws a «*», hidden from screen readers; this says «required» to them too
 * (`required` already does, through the native attribute). Spread after the field's own props.
 */
export function ariaRequired(props: { withAsterisk?: boolean; required?: boolean }): {
  'aria-required'?: true;
} {
  return props.withAsterisk && !props.required ? { 'aria-required': true } : {};
}
