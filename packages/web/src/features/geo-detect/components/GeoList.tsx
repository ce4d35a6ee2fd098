import type { TGeoItem } from '@fura/domain/geo-tracking';
import { GEO_TEXT } from '../geo-text';
import classes from './GeoList.module.css';
import { GeoListItem } from './GeoListItem';

interface Props {
  items: TGeoItem[];
  selectedId: string | null;
  now: number;
  onSelect: (articleId: string) => void;
}

export function GeoList({ items, selectedId, now, onSelect }: Props) {
  return (
    <ul className={classes.list} aria-label={GEO_TEXT.listLabel} data-testid="geo-list">
      {items.map((item) => (
        <GeoListItem
          key={item.articleId}
          item={item}
          selected={item.articleId === selectedId}
          now={now}
          onSelect={onSelect}
        />
      ))}
    </ul>
  );
}
