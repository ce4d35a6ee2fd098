import { ROUTES } from '@fura/domain/routes';
import { ComingSoon } from '../../../shared/ui/ComingSoon';

/** Stub: filled by issue 13. */
export function RoleLandingPage(_props: { role: 'cargo' | 'carrier' }) {
  return <ComingSoon title={ROUTES.cargo.title} />;
}
