import type { TArticle } from '@fura/domain/article-schemas';
import { formatRubles } from '@fura/domain/money';
import { formatRoute } from '../../shared/format/article';

const tonnes = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 3 });

/**
 * The listing page's document title: «Москва → Тула, 5 т, 20 000 ₽» — settlements, weight in tonnes, budget in
 * roubles, each part left out when unknown (a negotiable price has no budget).
 */
export function listingTitle(article: Pick<TArticle, 'from' | 'to' | 'weightKg' | 'budgetKopecks'>): string {
  const parts = [formatRoute(article)];
  if (article.weightKg !== null && article.weightKg > 0)
    parts.push(`${tonnes.format(article.weightKg / 1000)} т`);
  if (article.budgetKopecks !== null && article.budgetKopecks > 0)
    parts.push(formatRubles(article.budgetKopecks));
  return parts.join(', ');
}
