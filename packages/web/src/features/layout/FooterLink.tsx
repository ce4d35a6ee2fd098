import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isInternalLink } from '@fura/domain/settings';

/** A settings link: routed when it stays inside the app, a plain link otherwise (SPEC §2 "Footer"). */
export function FooterLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  if (isInternalLink(to)) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
