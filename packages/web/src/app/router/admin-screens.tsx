import type { RouteName } from '@fura/domain/routes';
import { lazyScreen, screen, type ScreenEntry } from './lazy-screen';

const loadConsole = () => import('./admin-pages');

type AdminRouteName = Extract<RouteName, `admin${string}`>;

/** The admin console's screens (issue 12), all in the console's lazy chunk. */
export const ADMIN_SCREENS: Record<AdminRouteName, ScreenEntry> = {
  adminUsers: screen(lazyScreen(loadConsole, 'AdminUsersPage'), {}),
  adminUser: screen(lazyScreen(loadConsole, 'AdminUserPage'), {}),
  adminModeration: screen(lazyScreen(loadConsole, 'AdminModerationPage'), {}),
  adminListings: screen(lazyScreen(loadConsole, 'AdminListingsPage'), {}),
  adminNotices: screen(lazyScreen(loadConsole, 'AdminNoticesPage'), {}),
  adminSettings: screen(lazyScreen(loadConsole, 'AdminSettingsPage'), {}),
  adminTariffs: screen(lazyScreen(loadConsole, 'AdminTariffsPage'), {}),
  adminCallbacks: screen(lazyScreen(loadConsole, 'AdminCallbacksPage'), {}),
  adminAudit: screen(lazyScreen(loadConsole, 'AdminAuditPage'), {}),
  adminPages: screen(lazyScreen(loadConsole, 'AdminPagesPage'), {}),
  adminFaq: screen(lazyScreen(loadConsole, 'AdminFaqPage'), {}),
  adminLanding: screen(lazyScreen(loadConsole, 'AdminLandingPage'), {}),
  adminSupport: screen(lazyScreen(loadConsole, 'AdminSupportPage'), {}),
};
