import { PublicLayout } from './PublicLayout';

/** Login, registration, password recovery: the public chrome around a narrow form column. */
export function AuthLayout() {
  return <PublicLayout narrow />;
}
