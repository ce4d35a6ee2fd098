import type { AppDeps } from '../../app-deps';
import { createSerialRunner, type SerialRunner } from '../../serial-runner';
import { createAlertDelivery } from './alert-delivery';
import { sendDueSearchMail } from './email-digest';

/** The saved searches' background work in one process: matching queued listings, then the letters due. */
export interface SavedSearchRunners {
  alerts: SerialRunner;
  mail: SerialRunner;
}

export function createSavedSearchRunners(deps: AppDeps): SavedSearchRunners {
  const mail = createSerialRunner(
    () => sendDueSearchMail(deps),
    (error) => deps.log.error({ err: error }, 'письма сохранённых поисков не отправлены'),
  );
  const alerts = createAlertDelivery(deps, () => mail.kick());
  return { alerts, mail };
}
