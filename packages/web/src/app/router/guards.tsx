import type { ComponentType, ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { UserType } from '@fura/domain/users';
import { NotFoundPage } from '../../shared/ui/NotFoundPage';
import { useReturnPath } from '../../shared/session/return-path';
import { useSession } from '../../shared/session/session-query';

/** Auth screens (login, register, forgot, reset) are closed to a logged-in user: → the return path, or `/`. */
export function GuestOnly({ layout: Layout }: { layout: ComponentType }) {
  const { user } = useSession();
  const returnPath = useReturnPath();
  if (user) return <Navigate to={returnPath ?? '/'} replace />;
  return <Layout />;
}

/** Private screens need a login: a visitor goes to `/login`. */
export function LoggedInOnly({ layout: Layout }: { layout: ComponentType }) {
  const { user } = useSession();
  const location = useLocation();
  if (!user)
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <Layout />;
}

/** A role-restricted screen is shown only to that role; anyone else sees the not-found page. */
export function RoleOnly({ role, children }: { role: UserType | 'admin' | 'any'; children: ReactNode }) {
  const { user } = useSession();
  if (role !== 'any' && user?.type !== role) return <NotFoundPage />;
  return children;
}

/** /order/:id and /offer/:id: the private layout when logged in, else the public one. */
export function LayoutByLogin({
  loggedIn: LoggedIn,
  visitor: Visitor,
}: {
  loggedIn: ComponentType;
  visitor: ComponentType;
}) {
  const { user } = useSession();
  return user ? <LoggedIn /> : <Visitor />;
}

/**
 * The admin console: a visitor logs in first; a logged-in non-admin sees the not-found page (issue 12) in his own
 * layout (header, skip link and main landmark included): the console's screens are behind RoleOnly too.
 */
export function AdminOnly({
  layout: Layout,
  otherUserLayout: OtherUserLayout,
}: {
  layout: ComponentType;
  otherUserLayout: ComponentType;
}) {
  const { user } = useSession();
  const location = useLocation();
  if (!user)
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  if (user.type !== 'admin') return <OtherUserLayout />;
  return <Layout />;
}
