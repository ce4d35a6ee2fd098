import { Select, type SelectProps } from '@mantine/core';
import { ariaRequired } from './field-a11y';

export type ChoiceSelectProps = SelectProps & { ref?: React.Ref<HTMLInputElement> };

/**
 * A Select for one required choice: placeholder «Выберите», the chosen option cannot be unselected,
 * check mark on the right. Any Select prop given overrides these. Works with FormField and Controller.
 */
export function ChoiceSelect(props: ChoiceSelectProps) {
  return (
    <Select
      placeholder="Выберите"
      allowDeselect={false}
      checkIconPosition="right"
      {...props}
      {...ariaRequired(props)}
    />
  );
}
