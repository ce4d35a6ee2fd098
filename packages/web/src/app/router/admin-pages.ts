// The admin console's layout and screens, fetched together as one lazy chunk on the first console page (issue 14): an admin
// moves between them, a visitor never downloads any.
export { AdminAuditPage } from '../../features/admin-audit/pages/AdminAuditPage';
export { AdminCallbacksPage } from '../../features/admin-callbacks/pages/AdminCallbacksPage';
export { AdminFaqPage } from '../../features/admin-content/pages/AdminFaqPage';
export { AdminLandingPage } from '../../features/admin-content/pages/AdminLandingPage';
export { AdminPagesPage } from '../../features/admin-content/pages/AdminPagesPage';
export { AdminListingsPage } from '../../features/admin-listings/pages/AdminListingsPage';
export { AdminModerationPage } from '../../features/admin-moderation/pages/AdminModerationPage';
export { AdminNoticesPage } from '../../features/admin-notices/pages/AdminNoticesPage';
export { AdminSettingsPage } from '../../features/admin-settings/pages/AdminSettingsPage';
export { AdminTariffsPage } from '../../features/admin-settings/pages/AdminTariffsPage';
export { AdminSupportPage } from '../../features/admin-support/pages/AdminSupportPage';
export { AdminUserPage } from '../../features/admin-users/pages/AdminUserPage';
export { AdminUsersPage } from '../../features/admin-users/pages/AdminUsersPage';
export { AdminLayout } from '../layouts/AdminLayout';
