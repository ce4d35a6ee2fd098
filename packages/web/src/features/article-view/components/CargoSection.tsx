import type { TArticle } from '@fura/domain/article-schemas';
import { LOADING_TYPE_LABELS } from '@fura/domain/article-options';
import {
  bodyTypesLabel,
  cargoTypesLabel,
  formatDimensions,
  formatVolume,
  formatWeight,
} from '../../../shared/format/article';
import { FactList } from './FactList';
import { Section } from './Section';

/** What goes and what it needs: cargo types, weight, volume, dimensions, places, body and loading types. */
export function CargoSection({ article }: { article: TArticle }) {
  const offer = article.type === 'offer';
  return (
    <Section title={offer ? 'Груз, который возьму' : 'Груз'} testId="article-cargo">
      <FactList
        facts={[
          { label: 'Тип груза', value: cargoTypesLabel(article.cargoTypes) },
          { label: 'Вес', value: formatWeight(article.weightKg) },
          { label: 'Объём', value: formatVolume(article.volumeM3) },
          { label: 'Габариты (Д × Ш × В)', value: formatDimensions(article) },
          { label: 'Мест', value: article.places === null ? '' : String(article.places) },
          {
            label: 'Кузов',
            value: offer && article.bodyTypes.length === 0 ? '' : bodyTypesLabel(article.bodyTypes),
          },
          {
            label: 'Загрузка',
            value: article.loadingTypes.map((type) => LOADING_TYPE_LABELS[type]).join(', '),
          },
        ]}
      />
    </Section>
  );
}
