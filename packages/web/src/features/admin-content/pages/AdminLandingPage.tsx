import { ROUTES } from '@fura/domain/routes';
import { ComingSoon } from '../../../shared/ui/ComingSoon';

/** Stub: filled by issue 13. */
export function AdminLandingPage() {
  return <ComingSoon title={ROUTES.adminLanding.title} />;
}
