import {
  Controller,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { ariaRequired } from './field-a11y';

/** What FormField hands to the field component: react-hook-form's binding and the field's error text. */
type FormFieldBinding<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
> = ControllerRenderProps<TFieldValues, TName> & { error: string | undefined };

type OwnProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>, TTransformedValues> = {
  control: Control<TFieldValues, unknown, TTransformedValues>;
  name: TName;
};

/** Set by FormField only; `disabled` may still be given, as with a plain Controller. */
type BoundKey = 'value' | 'onChange' | 'onBlur' | 'ref' | 'error';

/** The props given besides control, name and component; they go to the field as they are. */
type PassedProps<TOwn, TRest> = Omit<TOwn & TRest, keyof TOwn | 'component'>;

type FieldComponent<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues,
  TRest,
> = React.JSXElementConstructor<
  FormFieldBinding<TFieldValues, TName> &
    PassedProps<OwnProps<TFieldValues, TName, TTransformedValues>, TRest>
>;

type FormFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues,
  TRest,
> = OwnProps<TFieldValues, TName, TTransformedValues> &
  TRest & {
    /** Any input taking value/onChange/onBlur/name/ref/error: our inputs, Mantine TextInput/Select… */
    component: FieldComponent<TFieldValues, TName, TTransformedValues, TRest>;
  };

type PropsOf<TComponent> = TComponent extends React.JSXElementConstructor<infer P> ? P : never;

/**
 * Props FormField must not pass on: those it sets itself, and those the component does not declare
 * (refused as in plain JSX, which lets `data-*` through). Named in the error on `component`.
 */
type ExtraProps<TRest, TComponent> =
  | Extract<keyof TRest, BoundKey>
  | Exclude<keyof TRest, keyof PropsOf<TComponent> | `data-${string}` | 'control' | 'name' | 'component'>;

type CheckedComponent<TRest, TComponent> = [ExtraProps<TRest, TComponent>] extends [never]
  ? TComponent
  : { 'FormField cannot pass these props': ExtraProps<TRest, TComponent> };

/**
 * A react-hook-form field: `<FormField control={control} name="email" component={TextInput} label="…" />`
 * renders the component bound to the field, with the field's validation message as its `error`.
 * The public signature only adds the CheckedComponent test to the implementation's, which TypeScript
 * could not evaluate inside the generic body.
 */
export function FormField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues,
  TRest,
  TComponent extends FieldComponent<TFieldValues, TName, TTransformedValues, TRest>,
>(
  props: FormFieldProps<TFieldValues, TName, TTransformedValues, TRest> & {
    component: CheckedComponent<TRest, TComponent>;
  },
): React.JSX.Element;
export function FormField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues,
  TRest,
>(props: FormFieldProps<TFieldValues, TName, TTransformedValues, TRest>) {
  const { control, name, component: Field, ...rest } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field {...field} {...rest} {...ariaRequired(rest)} error={fieldState.error?.message} />
      )}
    />
  );
}
