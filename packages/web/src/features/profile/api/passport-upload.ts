import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PASSPORT_PHOTO_FIELD } from '@fura/domain/passport';
import type { TSessionUser, TUserResponse } from '@fura/domain/user';
import { apiPostForm } from '../../../shared/api/client';
import { SESSION_QUERY_KEY } from '../../../shared/session/session-query';
import { profileFormValues, toUserChange } from '../profile-form';

interface UserEditAnswer {
  error: false;
  user?: TSessionUser;
}

/**
 * POST /api/user/user-edit (multipart) with `passportPhoto`. The form needs `userChange`: the saved name and contract
 * go with it unchanged, so an unsaved edit of the profile form is neither sent nor lost.
 */
export function postPassportPhoto({ user, file }: { user: TSessionUser; file: File }) {
  const form = new FormData();
  form.append('userChange', JSON.stringify(toUserChange(profileFormValues(user))));
  form.append(PASSPORT_PHOTO_FIELD, file);
  return apiPostForm<UserEditAnswer>('/api/user/user-edit', form);
}

/** Sends the photo and puts the returned user (now «на проверке») into the session cache. */
export function usePassportUpload() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postPassportPhoto,
    onSuccess: (answer) => {
      const user = answer.user;
      if (!user) return;
      client.setQueryData<TUserResponse | null>(SESSION_QUERY_KEY, (old) => (old ? { ...old, user } : old));
    },
  });
}
