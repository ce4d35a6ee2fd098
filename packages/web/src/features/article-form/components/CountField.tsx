import { DigitsField, type DigitsFieldProps } from '../../../shared/ui/inputs/DigitsField';

export type CountFieldProps = Omit<DigitsFieldProps, 'min'>;

/**
 * A count (kilograms, places): digits only, and a typed value below 1 becomes 1 on blur (SPEC §5). An empty
 * optional field stays empty instead of turning into 1.
 */
export function CountField({ value, ...rest }: CountFieldProps) {
  return <DigitsField {...rest} value={value} min={value === '' ? undefined : 1} />;
}
