import type { TCarInput } from '@fura/domain/article-schemas';
import type { AppDeps } from '../../app-deps';
import type { StoredCar, StoredPhoto } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { ReencodedPhoto } from '../../images/reencode-photo';
import { copyStoredPhoto, storePhoto } from '../../images/store-photo';
import { keptPhotos } from './article-photos';
import { ARTICLE_SERVER_MESSAGES } from './messages';
import { findOwnTemplate } from '../listing/repo';

export interface CarSource {
  input: TCarInput;
  /** A new `carPhoto` file. */
  newPhoto: ReencodedPhoto | null;
  /** The offer's car before the edit (null on create). */
  current: StoredCar | null;
}

/**
 * The vehicle of an offer. A newly chosen template (`templateId` not already the offer's) is read from the caller's
 * own templates and its fields and photo are copied; another's or an unknown template is refused. The photo is the
 * new file, else the kept one (named by its presented URL), else the newly chosen template's.
 */
export async function resolveCar(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  ownerId: string,
  { input, newPhoto, current }: CarSource,
): Promise<StoredCar> {
  const { templateId } = input;
  const template =
    templateId && templateId !== current?.templateId
      ? await findOwnTemplate(deps.db, templateId, ownerId)
      : null;
  if (templateId && templateId !== current?.templateId && !template) {
    throw badRequest(ARTICLE_SERVER_MESSAGES.templateNotFound, 'article.car.templateId');
  }
  const fields = template
    ? {
        vehicleType: template.vehicleType,
        make: template.make,
        model: template.model,
        capacityTons: template.capacityTons,
        volumeM3: template.volumeM3,
        bodyType: template.bodyType,
        loadingTypes: template.loadingTypes,
      }
    : {
        vehicleType: input.vehicleType,
        make: input.make,
        model: input.model,
        capacityTons: input.capacityTons,
        volumeM3: input.volumeM3,
        bodyType: input.bodyType,
        loadingTypes: input.loadingTypes,
      };
  let photo: StoredPhoto | null = null;
  if (newPhoto) photo = await storePhoto(deps.storage, 'articles', newPhoto);
  else if (current?.photo && input.photo) photo = keptPhotos([current.photo], [input.photo])[0] ?? null;
  if (!photo && !newPhoto && template?.photo)
    photo = await copyStoredPhoto(deps.storage, 'articles', template.photo);
  return { templateId: templateId ?? null, ...fields, photo };
}

/** A copied offer's car with its photo copied to fresh names. */
export async function copyCar(deps: Pick<AppDeps, 'storage'>, car: StoredCar): Promise<StoredCar> {
  const photo = car.photo ? await copyStoredPhoto(deps.storage, 'articles', car.photo) : null;
  return { ...car, photo };
}
