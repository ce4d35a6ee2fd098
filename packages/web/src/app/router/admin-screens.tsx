import type { ReactNode } from 'react';
import { ROUTES, type RouteName } from '@fura/domain/routes';
import { AdminAuditPage } from '../../features/admin-audit/pages/AdminAuditPage';
import { AdminCallbacksPage } from '../../features/admin-callbacks/pages/AdminCallbacksPage';
import { AdminListingsPage } from '../../features/admin-listings/pages/AdminListingsPage';
import { AdminModerationPage } from '../../features/admin-moderation/pages/AdminModerationPage';
import { AdminNoticesPage } from '../../features/admin-notices/pages/AdminNoticesPage';
import { AdminSettingsPage } from '../../features/admin-settings/pages/AdminSettingsPage';
import { AdminTariffsPage } from '../../features/admin-settings/pages/AdminTariffsPage';
import { AdminUserPage } from '../../features/admin-users/pages/AdminUserPage';
import { AdminUsersPage } from '../../features/admin-users/pages/AdminUsersPage';
import { AdminPagesPage } from '../../features/admin-content/pages/AdminPagesPage';
import { AdminFaqPage } from '../../features/admin-content/pages/AdminFaqPage';
import { AdminLandingPage } from '../../features/admin-content/pages/AdminLandingPage';
import { AdminSupportPage } from '../../features/admin-support/pages/AdminSupportPage';
import { ComingSoon } from '../../shared/ui/ComingSoon';

/** The admin console's screens (issue 12). */
export function adminScreen(name: RouteName): ReactNode {
  switch (name) {
    case 'adminUsers':
      return <AdminUsersPage />;
    case 'adminUser':
      return <AdminUserPage />;
    case 'adminModeration':
      return <AdminModerationPage />;
    case 'adminListings':
      return <AdminListingsPage />;
    case 'adminNotices':
      return <AdminNoticesPage />;
    case 'adminSettings':
      return <AdminSettingsPage />;
    case 'adminTariffs':
      return <AdminTariffsPage />;
    case 'adminCallbacks':
      return <AdminCallbacksPage />;
    case 'adminAudit':
      return <AdminAuditPage />;
    case 'adminPages':
      return <AdminPagesPage />;
    case 'adminFaq':
      return <AdminFaqPage />;
    case 'adminLanding':
      return <AdminLandingPage />;
    case 'adminSupport':
      return <AdminSupportPage />;
    default:
      return <ComingSoon title={ROUTES[name].title} />;
  }
}
