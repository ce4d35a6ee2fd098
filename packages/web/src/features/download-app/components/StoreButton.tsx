import type { TablerIcon } from '@tabler/icons-react';
import classes from './StoreButton.module.css';

interface StoreButtonProps {
  store: string;
  caption: string;
  icon: TablerIcon;
  /** The store page of the app (never empty: a store without a link shows no badge). */
  href: string;
  testId: string;
}

/** A store badge: a link to the app's store page, in a new tab. */
export function StoreButton({ store, caption, icon: Icon, href, testId }: StoreButtonProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={classes.badge} data-testid={testId}>
      <Icon size={32} aria-hidden />
      <span>
        <span className={classes.caption}>{caption}</span>
        <span className={classes.store}>{store}</span>
      </span>
    </a>
  );
}
