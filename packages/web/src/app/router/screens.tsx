import type { ReactNode } from 'react';
import { ROUTES, type RouteName } from '@fura/domain/routes';
import { ForgotPage } from '../../features/auth/pages/ForgotPage';
import { LoginPage } from '../../features/auth/pages/LoginPage';
import { RegisterPage } from '../../features/auth/pages/RegisterPage';
import { ResetPage } from '../../features/auth/pages/ResetPage';
import { MainPage } from '../../features/landing/MainPage';
import { ProfileInfoPage } from '../../features/profile/pages/ProfileInfoPage';
import { ProfileSecurityPage } from '../../features/profile/pages/ProfileSecurityPage';
import { ComingSoon } from '../../shared/ui/ComingSoon';
import { ArticleCreatePage } from '../../features/article-form/pages/ArticleCreatePage';
import { ArticleEditPage } from '../../features/article-form/pages/ArticleEditPage';
import { MyArticlesPage } from '../../features/my-articles/pages/MyArticlesPage';
import { ArticlePage } from '../../features/article-view/pages/ArticlePage';
import { SearchPage } from '../../features/search/pages/SearchPage';
import { TemplateListPage } from '../../features/vehicle-templates/pages/TemplateListPage';
import { TemplateCreatePage } from '../../features/vehicle-templates/pages/TemplateCreatePage';
import { TemplateEditPage } from '../../features/vehicle-templates/pages/TemplateEditPage';
import { TakenArticlesPage } from '../../features/taken-articles/pages/TakenArticlesPage';
import { ReviewsPage } from '../../features/reviews/pages/ReviewsPage';
import { UserProfilePage } from '../../features/user-profile/pages/UserProfilePage';
import { MessagesPage } from '../../features/messages/pages/MessagesPage';
import { DialogPage } from '../../features/dialog/pages/DialogPage';
import { NotificationsPage } from '../../features/notifications/pages/NotificationsPage';
import { NotificationSettingsPage } from '../../features/notification-settings/pages/NotificationSettingsPage';
import { TariffsPage } from '../../features/tariffs/pages/TariffsPage';
import { MyTariffPage } from '../../features/tariffs/pages/MyTariffPage';
import { AutopayPage } from '../../features/tariffs/pages/AutopayPage';
import { DemoPayPage } from '../../features/tariffs/pages/DemoPayPage';
import { BlockedPage } from '../../features/blocked/pages/BlockedPage';
import { GeoDetectPage } from '../../features/geo-detect/pages/GeoDetectPage';
import { TrackPage } from '../../features/track-link/pages/TrackPage';
import { CmsPage } from '../../features/content/pages/CmsPage';
import { FaqPage } from '../../features/content/pages/FaqPage';
import { QuestionPage } from '../../features/content/pages/QuestionPage';
import { SupportPage } from '../../features/content/pages/SupportPage';
import { RoleLandingPage } from '../../features/role-landing/pages/RoleLandingPage';
import { DownloadAppPage } from '../../features/download-app/pages/DownloadAppPage';
import { adminScreen } from './admin-screens';

/** The screen of each route. */
export function renderScreen(name: RouteName): ReactNode {
  switch (name) {
    case 'main':
      return <MainPage />;
    case 'login':
      return <LoginPage />;
    case 'register':
      return <RegisterPage />;
    case 'forgot':
      return <ForgotPage />;
    case 'reset':
      return <ResetPage />;
    case 'profileInfo':
      return <ProfileInfoPage />;
    case 'profileSecurity':
      return <ProfileSecurityPage />;
    case 'orderCreate':
      return <ArticleCreatePage type="order" />;
    case 'offerCreate':
      return <ArticleCreatePage type="offer" />;
    case 'editOrder':
      return <ArticleEditPage type="order" />;
    case 'editOffer':
      return <ArticleEditPage type="offer" />;
    case 'myOrders':
      return <MyArticlesPage type="order" group="all" />;
    case 'myOrdersOpen':
      return <MyArticlesPage type="order" group="open" />;
    case 'myOrdersWorking':
      return <MyArticlesPage type="order" group="working" />;
    case 'myOrdersCompleted':
      return <MyArticlesPage type="order" group="completed" />;
    case 'myOrdersDeleted':
      return <MyArticlesPage type="order" group="deleted" />;
    case 'myOffers':
      return <MyArticlesPage type="offer" group="all" />;
    case 'myOffersOpen':
      return <MyArticlesPage type="offer" group="open" />;
    case 'myOffersWorking':
      return <MyArticlesPage type="offer" group="working" />;
    case 'myOffersCompleted':
      return <MyArticlesPage type="offer" group="completed" />;
    case 'myOffersDeleted':
      return <MyArticlesPage type="offer" group="deleted" />;
    case 'order':
      return <ArticlePage type="order" />;
    case 'offer':
      return <ArticlePage type="offer" />;
    case 'searchOrder':
      return <SearchPage type="order" />;
    case 'searchOffer':
      return <SearchPage type="offer" />;
    case 'mytemplateAuto':
      return <TemplateListPage />;
    case 'createTemplateAuto':
      return <TemplateCreatePage />;
    case 'editTemplateAuto':
      return <TemplateEditPage />;
    case 'takenOffers':
      return <TakenArticlesPage type="offer" />;
    case 'takenOrders':
      return <TakenArticlesPage type="order" />;
    case 'reviews':
      return <ReviewsPage />;
    case 'user':
      return <UserProfilePage />;
    case 'messages':
      return <MessagesPage kind="all" />;
    case 'messagesByOrder':
      return <MessagesPage kind="order" />;
    case 'messagesUsers':
      return <MessagesPage kind="user" />;
    case 'dialogUser':
      return <DialogPage mode="user" />;
    case 'dialogOrder':
      return <DialogPage mode="order" />;
    case 'dialogOrderWith':
      return <DialogPage mode="orderWith" />;
    case 'notifications':
      return <NotificationsPage />;
    case 'notificationsSettings':
      return <NotificationSettingsPage />;
    case 'tariffs':
      return <TariffsPage />;
    case 'mytarif':
      return <MyTariffPage />;
    case 'autopay':
      return <AutopayPage />;
    case 'payDemo':
      return <DemoPayPage />;
    case 'blocked':
      return <BlockedPage />;
    case 'geoDetect':
      return <GeoDetectPage />;
    case 'track':
      return <TrackPage />;
    case 'page':
      return <CmsPage />;
    case 'faq':
      return <FaqPage />;
    case 'questions':
      return <QuestionPage inside="public" />;
    case 'lkQuestions':
      return <QuestionPage inside="private" />;
    case 'support':
      return <SupportPage />;
    case 'cargo':
      return <RoleLandingPage role="cargo" />;
    case 'carrier':
      return <RoleLandingPage role="carrier" />;
    case 'downloadApp':
      return <DownloadAppPage />;
    default:
      if (name.startsWith('admin')) return adminScreen(name);
      return <ComingSoon title={ROUTES[name].title} />;
  }
}
