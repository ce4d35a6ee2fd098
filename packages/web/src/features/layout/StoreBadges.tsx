import { IconDeviceMobile } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './Footer.module.css';

/**
 * The app in the footer: it installs from the site (issue 27), so one link to the page that explains how; the store
 * badges, when an admin has set store links, are on that page.
 */
export function StoreBadges() {
  return (
    <div className={classes.badges}>
      <Link to="/download-app" className={classes.storeBadge}>
        <IconDeviceMobile size={24} aria-hidden />
        <span>
          <small>Фура на телефоне</small> Установить приложение
        </span>
      </Link>
    </div>
  );
}
