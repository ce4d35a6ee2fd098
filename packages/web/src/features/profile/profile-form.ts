import { z } from 'zod';
import type { TPlace } from '@fura/domain/article-schemas';
import { ZUserChange, type THomeBase, type TUserChange, type TSessionUser } from '@fura/domain/user';
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
  /** A carrier's home base (issue 26), a place of the address suggestions. */
  homeBase: z.custom<TPlace>().nullable(),
});
export type TProfileFormInput = z.input<typeof ZProfileForm>;
export type TProfileForm = z.output<typeof ZProfileForm>;

export function profileFormValues(user: TSessionUser): TProfileFormInput {
  const id = CONTRACT_TYPES.find((type) => type === user.contract.id);
  return {
    first: user.name.first,
    last: user.name.last,
    contract: id === undefined ? NOT_SPECIFIED : String(id),
    homeBase: user.homeBase ? homeBasePlace(user.homeBase) : null,
  };
}

/** The stored home base as the address field shows a place: «Тверь, Тверская область». */
function homeBasePlace(base: THomeBase): TPlace {
  const address =
    base.region && base.region !== base.settlement ? `${base.settlement}, ${base.region}` : base.settlement;
  return {
    address,
    settlement: base.settlement,
    region: base.region,
    lat: base.lat,
    lon: base.lon,
    placeId: null,
  };
}

/** The form as user-edit's `userChange`; the home base only for a carrier (the server refuses it to others). */
export function toUserChange(values: TProfileForm, isCarrier = false): TUserChange {
  const id = CONTRACT_TYPES.find((type) => String(type) === values.contract) ?? null;
  const place = values.homeBase;
  return {
    name: { first: values.first, last: values.last },
    contract: { id },
    ...(isCarrier
      ? {
          homeBase: place
            ? {
                settlement: place.settlement || place.address,
                region: place.region,
                lat: place.lat,
                lon: place.lon,
              }
            : null,
        }
      : {}),
  };
}

/** Server `param` → form field. */
export const PROFILE_SERVER_FIELDS = {
  'name.first': 'first',
  'name.last': 'last',
  name: 'first',
  contract: 'contract',
  'contract.id': 'contract',
  avatar: 'avatar',
  homeBase: 'homeBase',
  'userChange.homeBase': 'homeBase',
} as const;
