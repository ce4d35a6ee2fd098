import { IconBrandApple, IconBrandGooglePlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './Footer.module.css';

/** App Store and Google Play badges; both lead to the download page. */
export function StoreBadges() {
  return (
    <div className={classes.badges}>
      <Link to="/download-app" className={classes.storeBadge}>
        <IconBrandApple size={26} aria-hidden />
        <span>
          <small>Загрузите в</small> App Store
        </span>
      </Link>
      <Link to="/download-app" className={classes.storeBadge}>
        <IconBrandGooglePlay size={24} aria-hidden />
        <span>
          <small>Доступно в</small> Google Play
        </span>
      </Link>
    </div>
  );
}
