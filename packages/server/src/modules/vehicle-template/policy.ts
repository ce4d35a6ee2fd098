import { ERROR_MESSAGES } from '@fura/domain/errors';
import { TEMPLATE_MESSAGES } from '@fura/domain/vehicle-templates';
import { MAX_VEHICLE_TEMPLATES, TEMPLATE_LIMIT_MESSAGE } from '@fura/domain/vehicle-template-limits';
import type { UserRow, VehicleTemplateRow } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http/errors';

/** Templates belong to carriers: cargo owners and administrators have none. */
export function assertCanUseTemplates(actor: UserRow): void {
  if (actor.type !== 'carrier') throw forbidden(TEMPLATE_MESSAGES.carrierOnly);
}

/** A banned carrier still sees the own templates but may not change them. */
export function assertCanChangeTemplates(actor: UserRow): void {
  assertCanUseTemplates(actor);
  if (actor.isBan) throw forbidden(ERROR_MESSAGES.banned);
}

/** Another carrier's template is answered like a missing one: its existence is not disclosed. */
export function assertOwnTemplate(
  template: VehicleTemplateRow | null,
  actor: UserRow,
): asserts template is VehicleTemplateRow {
  if (!template || template.ownerId !== actor.id) throw notFound(TEMPLATE_MESSAGES.notFound);
}

export function assertBelowTemplateLimit(count: number): void {
  if (count >= MAX_VEHICLE_TEMPLATES) throw conflict(TEMPLATE_LIMIT_MESSAGE);
}
