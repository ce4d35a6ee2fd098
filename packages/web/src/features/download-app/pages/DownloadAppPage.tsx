import { ROUTES } from '@fura/domain/routes';
import { ComingSoon } from '../../../shared/ui/ComingSoon';

/** Stub: filled by issue 13. */
export function DownloadAppPage() {
  return <ComingSoon title={ROUTES.downloadApp.title} />;
}
