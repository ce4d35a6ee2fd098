import type { TablerIcon } from '@tabler/icons-react';
import classes from './StoreButton.module.css';

interface StoreButtonProps {
  store: string;
  caption: string;
  icon: TablerIcon;
  /** The store page of the app; '' while the app is not published there. */
  href: string;
  testId: string;
}

/** A store badge: a link to the app's store page (new tab), or «скоро» as plain text while there is none. */
export function StoreButton({ store, caption, icon: Icon, href, testId }: StoreButtonProps) {
  if (!href) {
    return (
      <span className={`${classes.badge} ${classes.soon}`} aria-disabled="true" data-testid={testId}>
        <Icon size={32} aria-hidden />
        <span>
          <span className={classes.caption}>{store}</span>
          <span className={classes.store}>скоро</span>
        </span>
      </span>
    );
  }
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
