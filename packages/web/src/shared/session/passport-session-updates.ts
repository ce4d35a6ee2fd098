/** How the moderation outcome (issue 12: `modarationSuccess`, `modarationFail`) changes the cached session. Pure. */
import type { TUserResponse } from '@fura/domain/user';

export function withPassportVerified(session: TUserResponse): TUserResponse {
  return {
    ...session,
    user: {
      ...session.user,
      passportStatus: 'verified',
      isPassportVerified: true,
      isPassportUploaded: true,
      passportComment: null,
    },
  };
}

/** A refused photo is dropped by the server: the user uploads a new one. */
export function withPassportRejected(session: TUserResponse, commentFail: string | null): TUserResponse {
  return {
    ...session,
    user: {
      ...session.user,
      passportStatus: 'rejected',
      isPassportVerified: false,
      isPassportUploaded: false,
      passportComment: commentFail,
    },
  };
}
