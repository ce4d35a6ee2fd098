import { Button, type ButtonProps } from '@mantine/core';

export type SubmitButtonProps = Omit<ButtonProps, 'children'> & { children: React.ReactNode };

/** A form's submit button, in the size every form uses; pass `loading={formState.isSubmitting}`. */
export function SubmitButton(props: SubmitButtonProps) {
  return <Button type="submit" size="md" {...props} />;
}
