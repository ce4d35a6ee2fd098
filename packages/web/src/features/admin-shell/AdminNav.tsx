import { NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { ROUTES } from '@fura/domain/routes';
import { usePreloadHandlers } from '../../shared/routing/route-preload';
import { ADMIN_SECTIONS } from './admin-sections';

/** The console's menu; the current section is marked for screen readers too (aria-current). */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const preloadHandlers = usePreloadHandlers();
  return (
    <nav aria-label="Разделы администрирования">
      <Stack gap={2}>
        {ADMIN_SECTIONS.map((section) => {
          const path = ROUTES[section.route].path;
          const active =
            path === '/admin'
              ? pathname === '/admin' || pathname.startsWith('/admin/users')
              : pathname === path;
          return (
            <NavLink
              key={section.route}
              component={Link}
              to={path}
              label={section.label}
              active={active}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              {...preloadHandlers(path)}
              data-testid={`admin-nav-${section.route}`}
              fw={active ? 700 : 500}
            />
          );
        })}
      </Stack>
    </nav>
  );
}
