import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import type { TVehicleTemplate } from '@fura/domain/vehicle-templates';
import type { Db } from '../../src/db/connect';
import { vehicleTemplates, type VehicleTemplateRow } from '../../src/db/schema';
import { bearer } from './factories';
import { multipart, type MultipartPart } from './multipart';

/** Issue 29: the vehicle check's helpers — templates with plates, СТС uploads, moderators' decisions. */

export const TRUCK = {
  name: 'Вольво белый',
  vehicleType: 'eurotruck',
  make: 'Volvo',
  model: 'FH',
  capacityTons: 20,
  volumeM3: 82,
  bodyType: 'tent',
  loadingTypes: ['rear'],
};

export function png(width = 320, height = 200, background = '#3366cc'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

export async function createTemplateVia(
  app: FastifyInstance,
  token: string,
  fields: Record<string, unknown> = {},
): Promise<{ statusCode: number; body: string; template: TVehicleTemplate }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/vehicle-template/create',
    payload: { template: { ...TRUCK, ...fields } },
    headers: bearer(token),
  });
  return {
    statusCode: res.statusCode,
    body: res.body,
    template: res.json<{ template: TVehicleTemplate }>().template,
  };
}

export function updateTemplateVia(
  app: FastifyInstance,
  token: string,
  id: string,
  fields: Record<string, unknown>,
) {
  return app.inject({
    method: 'POST',
    url: '/api/vehicle-template/update',
    payload: { id, template: { ...TRUCK, ...fields } },
    headers: bearer(token),
  });
}

export interface DocFile {
  data: Buffer;
  filename?: string;
  contentType?: string;
}

/** POST /api/vehicle-template/check-upload as a browser sends it. */
export function uploadCheck(
  app: FastifyInstance,
  token: string | null,
  id: string,
  files: { sts?: DocFile; lease?: DocFile },
) {
  const parts: MultipartPart[] = [{ name: 'id', value: id }];
  const file = (name: string, doc: DocFile): MultipartPart => ({
    name,
    filename: doc.filename ?? 'photo.jpg',
    contentType: doc.contentType ?? 'image/jpeg',
    data: doc.data,
  });
  if (files.sts) parts.push(file('stsPhoto', files.sts));
  if (files.lease) parts.push(file('leasePhoto', files.lease));
  const { payload, headers } = multipart(parts);
  return app.inject({
    method: 'POST',
    url: '/api/vehicle-template/check-upload',
    payload,
    headers: { ...headers, ...(token ? bearer(token) : {}) },
  });
}

export function decideVia(app: FastifyInstance, token: string | null, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/moderation/decide',
    payload: { kind: 'vehicle', ...body },
    headers: token ? bearer(token) : {},
  });
}

/** A template verified by a moderator, inserted directly. */
export async function insertVerifiedTemplate(
  db: Db,
  ownerId: string,
  plate: string,
  fields: Partial<typeof vehicleTemplates.$inferInsert> = {},
): Promise<VehicleTemplateRow> {
  const [row] = await db
    .insert(vehicleTemplates)
    .values({
      ownerId,
      name: TRUCK.name,
      vehicleType: TRUCK.vehicleType,
      capacityTons: TRUCK.capacityTons,
      bodyType: TRUCK.bodyType,
      plate,
      checkStatus: 'verified',
      checkedPlate: plate,
      checkUploadedAt: new Date(),
      stsPhoto: 'vehicle-docs/00000000-0000-4000-8000-000000000009.webp',
      ...fields,
    })
    .returning();
  if (!row) throw new Error('template not created');
  return row;
}
