import { ROUTES } from '@fura/domain/routes';
import { ComingSoon } from '../../../shared/ui/ComingSoon';

/** Stub: filled by issue 13. */
export function QuestionPage(_props: { inside: 'public' | 'private' }) {
  return <ComingSoon title={ROUTES.questions.title} />;
}
