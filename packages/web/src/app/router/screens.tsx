import type { ReactNode } from 'react';
import type { RouteName } from '@fura/domain/routes';
import { ADMIN_SCREENS } from './admin-screens';
import { lazyScreen, screen, type ScreenEntry } from './lazy-screen';

// Every screen is its own chunk (issue 14): the entry holds the app shell only. Keep SCREEN_MODULES in step.
const MainPage = lazyScreen(() => import('../../features/landing/MainPage'), 'MainPage');
const LoginPage = lazyScreen(() => import('../../features/auth/pages/LoginPage'), 'LoginPage');
const RegisterPage = lazyScreen(() => import('../../features/auth/pages/RegisterPage'), 'RegisterPage');
const ForgotPage = lazyScreen(() => import('../../features/auth/pages/ForgotPage'), 'ForgotPage');
const ResetPage = lazyScreen(() => import('../../features/auth/pages/ResetPage'), 'ResetPage');
const CmsPage = lazyScreen(() => import('../../features/content/pages/CmsPage'), 'CmsPage');
const FaqPage = lazyScreen(() => import('../../features/content/pages/FaqPage'), 'FaqPage');
const QuestionPage = lazyScreen(() => import('../../features/content/pages/QuestionPage'), 'QuestionPage');
const SupportPage = lazyScreen(() => import('../../features/content/pages/SupportPage'), 'SupportPage');
const RoleLandingPage = lazyScreen(
  () => import('../../features/role-landing/pages/RoleLandingPage'),
  'RoleLandingPage',
);
const SearchPage = lazyScreen(() => import('../../features/search/pages/SearchPage'), 'SearchPage');
const CorridorPage = lazyScreen(() => import('../../features/search/pages/CorridorPage'), 'CorridorPage');
const ReturnLoadPage = lazyScreen(
  () => import('../../features/search/pages/ReturnLoadPage'),
  'ReturnLoadPage',
);
const TariffsPage = lazyScreen(() => import('../../features/tariffs/pages/TariffsPage'), 'TariffsPage');
const MyTariffPage = lazyScreen(() => import('../../features/tariffs/pages/MyTariffPage'), 'MyTariffPage');
const AutopayPage = lazyScreen(() => import('../../features/tariffs/pages/AutopayPage'), 'AutopayPage');
const DemoPayPage = lazyScreen(() => import('../../features/tariffs/pages/DemoPayPage'), 'DemoPayPage');
const DownloadAppPage = lazyScreen(
  () => import('../../features/download-app/pages/DownloadAppPage'),
  'DownloadAppPage',
);
const UserProfilePage = lazyScreen(
  () => import('../../features/user-profile/pages/UserProfilePage'),
  'UserProfilePage',
);
const LanePage = lazyScreen(() => import('../../features/lane/pages/LanePage'), 'LanePage');
const TrackPage = lazyScreen(() => import('../../features/track-link/pages/TrackPage'), 'TrackPage');
const ArticlePage = lazyScreen(() => import('../../features/article-view/pages/ArticlePage'), 'ArticlePage');
const ProfileInfoPage = lazyScreen(
  () => import('../../features/profile/pages/ProfileInfoPage'),
  'ProfileInfoPage',
);
const ProfileSecurityPage = lazyScreen(
  () => import('../../features/profile/pages/ProfileSecurityPage'),
  'ProfileSecurityPage',
);
const NotificationsPage = lazyScreen(
  () => import('../../features/notifications/pages/NotificationsPage'),
  'NotificationsPage',
);
const NotificationSettingsPage = lazyScreen(
  () => import('../../features/notification-settings/pages/NotificationSettingsPage'),
  'NotificationSettingsPage',
);
const MySearchesPage = lazyScreen(
  () => import('../../features/saved-searches/pages/MySearchesPage'),
  'MySearchesPage',
);
const MessagesPage = lazyScreen(() => import('../../features/messages/pages/MessagesPage'), 'MessagesPage');
const DialogPage = lazyScreen(() => import('../../features/dialog/pages/DialogPage'), 'DialogPage');
const DealPage = lazyScreen(() => import('../../features/deal/pages/DealPage'), 'DealPage');
const DealSignPage = lazyScreen(() => import('../../features/deal/pages/DealSignPage'), 'DealSignPage');
const ReviewsPage = lazyScreen(() => import('../../features/reviews/pages/ReviewsPage'), 'ReviewsPage');
const MyArticlesPage = lazyScreen(
  () => import('../../features/my-articles/pages/MyArticlesPage'),
  'MyArticlesPage',
);
const ArticleCreatePage = lazyScreen(
  () => import('../../features/article-form/pages/ArticleCreatePage'),
  'ArticleCreatePage',
);
const ArticleEditPage = lazyScreen(
  () => import('../../features/article-form/pages/ArticleEditPage'),
  'ArticleEditPage',
);
const TakenArticlesPage = lazyScreen(
  () => import('../../features/taken-articles/pages/TakenArticlesPage'),
  'TakenArticlesPage',
);
const GeoDetectPage = lazyScreen(
  () => import('../../features/geo-detect/pages/GeoDetectPage'),
  'GeoDetectPage',
);
const TemplateCreatePage = lazyScreen(
  () => import('../../features/vehicle-templates/pages/TemplateCreatePage'),
  'TemplateCreatePage',
);
const TemplateEditPage = lazyScreen(
  () => import('../../features/vehicle-templates/pages/TemplateEditPage'),
  'TemplateEditPage',
);
const TemplateListPage = lazyScreen(
  () => import('../../features/vehicle-templates/pages/TemplateListPage'),
  'TemplateListPage',
);
const BlockedPage = lazyScreen(() => import('../../features/blocked/pages/BlockedPage'), 'BlockedPage');

/** The screen of each route, with its props. */
export const SCREENS: Record<RouteName, ScreenEntry> = {
  main: screen(MainPage, {}),
  login: screen(LoginPage, {}),
  register: screen(RegisterPage, {}),
  forgot: screen(ForgotPage, {}),
  reset: screen(ResetPage, {}),
  page: screen(CmsPage, {}),
  faq: screen(FaqPage, {}),
  questions: screen(QuestionPage, { inside: 'public' }),
  lkQuestions: screen(QuestionPage, { inside: 'private' }),
  support: screen(SupportPage, {}),
  cargo: screen(RoleLandingPage, { role: 'cargo' }),
  carrier: screen(RoleLandingPage, { role: 'carrier' }),
  searchOffer: screen(SearchPage, { type: 'offer' }),
  searchOrder: screen(SearchPage, { type: 'order' }),
  corridorOrder: screen(CorridorPage, { type: 'order' }),
  corridorOffer: screen(CorridorPage, { type: 'offer' }),
  returnLoad: screen(ReturnLoadPage, {}),
  tariffs: screen(TariffsPage, {}),
  mytarif: screen(MyTariffPage, {}),
  autopay: screen(AutopayPage, {}),
  payDemo: screen(DemoPayPage, {}),
  downloadApp: screen(DownloadAppPage, {}),
  user: screen(UserProfilePage, {}),
  track: screen(TrackPage, {}),
  lane: screen(LanePage, {}),
  order: screen(ArticlePage, { type: 'order' }),
  offer: screen(ArticlePage, { type: 'offer' }),
  profileInfo: screen(ProfileInfoPage, {}),
  profileSecurity: screen(ProfileSecurityPage, {}),
  notifications: screen(NotificationsPage, {}),
  notificationsSettings: screen(NotificationSettingsPage, {}),
  mySearches: screen(MySearchesPage, {}),
  messages: screen(MessagesPage, { kind: 'all' }),
  messagesByOrder: screen(MessagesPage, { kind: 'order' }),
  messagesUsers: screen(MessagesPage, { kind: 'user' }),
  dialogUser: screen(DialogPage, { mode: 'user' }),
  dialogOrderWith: screen(DialogPage, { mode: 'orderWith' }),
  dialogOrder: screen(DialogPage, { mode: 'order' }),
  deal: screen(DealPage, {}),
  dealSign: screen(DealSignPage, {}),
  reviews: screen(ReviewsPage, {}),
  myOrders: screen(MyArticlesPage, { type: 'order', group: 'all' }),
  myOrdersOpen: screen(MyArticlesPage, { type: 'order', group: 'open' }),
  myOrdersWorking: screen(MyArticlesPage, { type: 'order', group: 'working' }),
  myOrdersCompleted: screen(MyArticlesPage, { type: 'order', group: 'completed' }),
  myOrdersDeleted: screen(MyArticlesPage, { type: 'order', group: 'deleted' }),
  myOffers: screen(MyArticlesPage, { type: 'offer', group: 'all' }),
  myOffersOpen: screen(MyArticlesPage, { type: 'offer', group: 'open' }),
  myOffersWorking: screen(MyArticlesPage, { type: 'offer', group: 'working' }),
  myOffersCompleted: screen(MyArticlesPage, { type: 'offer', group: 'completed' }),
  myOffersDeleted: screen(MyArticlesPage, { type: 'offer', group: 'deleted' }),
  orderCreate: screen(ArticleCreatePage, { type: 'order' }),
  offerCreate: screen(ArticleCreatePage, { type: 'offer' }),
  editOrder: screen(ArticleEditPage, { type: 'order' }),
  editOffer: screen(ArticleEditPage, { type: 'offer' }),
  takenOffers: screen(TakenArticlesPage, { type: 'offer' }),
  takenOrders: screen(TakenArticlesPage, { type: 'order' }),
  geoDetect: screen(GeoDetectPage, {}),
  createTemplateAuto: screen(TemplateCreatePage, {}),
  editTemplateAuto: screen(TemplateEditPage, {}),
  mytemplateAuto: screen(TemplateListPage, {}),
  blocked: screen(BlockedPage, {}),
  ...ADMIN_SCREENS,
};

/** The screen of each route. */
export function renderScreen(name: RouteName): ReactNode {
  return SCREENS[name].render();
}
