import type { AppDeps } from '../../app-deps';
import type { UserRow } from '../../db/schema';
import { createTemplate } from '../../modules/vehicle-template/service';
import { DEMO_GAZELLE_OFFER, DEMO_OFFERS, type DemoListing } from './demo-listings';

type Deps = Pick<AppDeps, 'db' | 'bus' | 'storage'>;

/** The demo vehicle templates' ids: the first carrier's eurotruck and refrigerator, the second's Gazelle. */
export interface DemoVehicles {
  eurotruck: string;
  refrigerator: string;
  gazelle: string;
}

/** The demo driver of the deal on its way (issue 29). */
export const DEMO_DRIVER = { driverName: 'Кузьмин Павел', driverPhone: '79000000107' } as const;

async function template(deps: Deps, owner: UserRow, name: string, plate: string, listing: DemoListing) {
  const { car } = listing.input;
  if (!car) throw new Error(`demo offer «${name}» has no car`);
  const row = await createTemplate(deps, owner, () =>
    Promise.resolve({ id: undefined, template: { ...car, name, plate, photo: null }, photo: null }),
  );
  return row.id;
}

/**
 * Issue 29: each demo carrier's vehicles as templates with their registration numbers, made through the templates'
 * service; the demo offers are then made from them. None is checked: a check needs a СТС photo a moderator looked at,
 * and the demo has no documents (its passports are not uploaded either).
 */
export async function seedDemoVehicles(
  deps: Deps,
  carrier: UserRow,
  secondCarrier: UserRow,
): Promise<DemoVehicles> {
  const [eurotruckOffer, refrigeratorOffer] = DEMO_OFFERS;
  if (!eurotruckOffer || !refrigeratorOffer)
    throw new Error('the demo offers changed: name their vehicles anew');
  return {
    eurotruck: await template(deps, carrier, 'Volvo FH, тент', 'Т512ОР199', eurotruckOffer),
    refrigerator: await template(
      deps,
      carrier,
      'Isuzu Forward, рефрижератор',
      'М348АК750',
      refrigeratorOffer,
    ),
    gazelle: await template(deps, secondCarrier, 'Газель Next', 'Н206ЕУ116', DEMO_GAZELLE_OFFER),
  };
}

/** A demo offer made from a template: its car comes from the template (article-car.ts resolveCar). */
export function fromTemplate(listing: DemoListing, templateId: string): DemoListing {
  const { car } = listing.input;
  return car ? { ...listing, input: { ...listing.input, car: { ...car, templateId } } } : listing;
}
