import type { ArticleType } from '@fura/domain/articles';
import { useArticleRealtime } from '../realtime';

export { ArticleOwnerActions } from '../../../shared/articles/ui/ArticleOwnerActions';
export { CarrierPosition } from './CarrierPosition';
export { ConfirmCurrentPanel } from './ConfirmCurrentPanel';
export { DealPanel, DealSections } from './deal/DealBlocks';

/** Keeps the open listing live for a logged-in user (a guest's tab has no socket). Renders nothing. */
export function ArticleRealtime({ type, id }: { type: ArticleType; id: string }) {
  useArticleRealtime(type, id);
  return null;
}
