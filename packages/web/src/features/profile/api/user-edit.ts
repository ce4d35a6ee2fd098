import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSessionUser, TUserChange, TUserResponse } from '@fura/domain/user';
import { apiPostForm } from '../../../shared/api/client';
import { SESSION_QUERY_KEY } from '../../../shared/session/session-query';

interface UserEditAnswer {
  error: false;
  user?: TSessionUser;
}

/** POST /api/user/user-edit (multipart): `userChange` as JSON text and an optional `avatar` file. */
export function postUserEdit({ change, avatar }: { change: TUserChange; avatar: File | null }) {
  const form = new FormData();
  form.append('userChange', JSON.stringify(change));
  if (avatar) form.append('avatar', avatar);
  return apiPostForm<UserEditAnswer>('/api/user/user-edit', form);
}

/** Saves the profile and puts the returned user into the session cache, so the header updates at once. */
export function useUserEditMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postUserEdit,
    onSuccess: (answer) => {
      const user = answer.user;
      if (!user) return;
      client.setQueryData<TUserResponse | null>(SESSION_QUERY_KEY, (old) => (old ? { ...old, user } : old));
    },
  });
}
