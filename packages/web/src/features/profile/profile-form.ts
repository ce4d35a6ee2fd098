import { z } from 'zod';
import { ZUserChange, type TUserChange, type TSessionUser } from '@fura/domain/user';
import { CONTRACT_TYPES, CONTRACT_TYPE_LABELS, CONTRACT_NOT_SPECIFIED_LABEL } from '@fura/domain/users';

const NOT_SPECIFIED = 'none';

/** The contract select: «Не указано» and the four contract types (SPEC §3). */
export const CONTRACT_OPTIONS = [
  { value: NOT_SPECIFIED, label: CONTRACT_NOT_SPECIFIED_LABEL },
  ...CONTRACT_TYPES.map((id) => ({ value: String(id), label: CONTRACT_TYPE_LABELS[id] })),
];

const nameShape = ZUserChange.shape.name.shape;

export const ZProfileForm = z.object({
  first: nameShape.first,
  last: nameShape.last,
  contract: z.string(),
});
export type TProfileFormInput = z.input<typeof ZProfileForm>;
export type TProfileForm = z.output<typeof ZProfileForm>;

export function profileFormValues(user: TSessionUser): TProfileFormInput {
  const id = CONTRACT_TYPES.find((type) => type === user.contract.id);
  return {
    first: user.name.first,
    last: user.name.last,
    contract: id === undefined ? NOT_SPECIFIED : String(id),
  };
}

export function toUserChange(values: TProfileForm): TUserChange {
  const id = CONTRACT_TYPES.find((type) => String(type) === values.contract) ?? null;
  return { name: { first: values.first, last: values.last }, contract: { id } };
}

/** Server `param` → form field. */
export const PROFILE_SERVER_FIELDS = {
  'name.first': 'first',
  'name.last': 'last',
  name: 'first',
  contract: 'contract',
  'contract.id': 'contract',
  avatar: 'avatar',
} as const;
