import type { TCallbackRequest } from '@fura/domain/callback';
import type { AppDeps } from '../../app-deps';
import { callbackRequests } from '../../db/schema';
import { callbackRequestMail } from '../../mail/templates/callback-request';
import { readSiteSettings } from './settings-repo';

export interface CallbackSubmission extends TCallbackRequest {
  ip: string | null;
}

/** SPEC §5: stores a visitor's callback request and mails it to the site address from the settings. */
export async function submitCallbackRequest(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'log'>,
  submission: CallbackSubmission,
): Promise<void> {
  // The schema has already trimmed the name and checked both fields.
  const { phone, name, ip } = submission;
  await deps.db.insert(callbackRequests).values({ phone, name, ip });
  const { settings } = await readSiteSettings(deps.db, deps.log);
  await deps.mailer.send(callbackRequestMail({ phone, name, to: settings.email }));
}
