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

/** The screen of each route; the ones later issues build show their title and «Раздел скоро появится». */
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
    default:
      return <ComingSoon title={ROUTES[name].title} />;
  }
}
