import { ROUTES } from '@fura/domain/routes';
import { ComingSoon } from '../../../shared/ui/ComingSoon';

/** Stub: filled by issue 13. */
export function AdminSupportPage() {
  return <ComingSoon title={ROUTES.adminSupport.title} />;
}
