import { Button, Group } from '@mantine/core';
import type { TUserCard } from '@fura/domain/admin-users';
import { showErrorToast, showSuccessToast } from '../../../shared/ui/toast';
import { useGrantAdmin, useRevokeAdmin, useRevokeSessions, useUnbanUser } from '../api/user-actions';
import { ADMIN_USERS_TEXTS as T, revokedSessionsText } from '../user-texts';
import { ConfirmButton } from './ConfirmButton';

/** Unban, end every session, give or take the admin role; each failure is a toast with the server's reason. */
export function UserActions({ user }: { user: TUserCard }) {
  const unban = useUnbanUser();
  const revokeSessions = useRevokeSessions();
  const grant = useGrantAdmin();
  const revoke = useRevokeAdmin();
  const body = { userId: user._id };
  const run = async <A,>(action: Promise<A>, done: (answer: A) => string) => {
    try {
      showSuccessToast(done(await action));
    } catch (error) {
      showErrorToast(error);
    }
  };

  return (
    <Group gap="sm" data-testid="user-actions">
      {user.isBan && (
        <Button
          color="teal"
          loading={unban.isPending}
          onClick={() => void run(unban.mutateAsync(body), () => T.unbanDone)}
          data-testid="user-unban"
        >
          {T.unban}
        </Button>
      )}
      <ConfirmButton
        question={T.revokeSessionsConfirm}
        loading={revokeSessions.isPending}
        onConfirm={() =>
          run(revokeSessions.mutateAsync(body), (answer) => revokedSessionsText(answer.revoked))
        }
        testId="user-revoke-sessions"
      >
        {T.revokeSessions}
      </ConfirmButton>
      {user.type === 'admin' ? (
        <ConfirmButton
          question={T.revokeAdminConfirm}
          loading={revoke.isPending}
          onConfirm={() => run(revoke.mutateAsync(body), () => T.roleDone)}
          testId="user-revoke-admin"
        >
          {T.revokeAdmin}
        </ConfirmButton>
      ) : (
        !user.isBan && (
          <ConfirmButton
            question={T.grantAdminConfirm}
            loading={grant.isPending}
            onConfirm={() => run(grant.mutateAsync(body), () => T.roleDone)}
            testId="user-grant-admin"
          >
            {T.grantAdmin}
          </ConfirmButton>
        )
      )}
    </Group>
  );
}
