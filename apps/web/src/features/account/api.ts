import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountRequest, UpdateParentProfileRequest } from '@ye/contracts/account';
import type { Profile, UpdatePasswordRequest, UpdatePasswordResponse } from '@ye/contracts/auth';
import { api } from '../../lib/api-client.ts';
import { profileQueryOptions } from '../../lib/profile.ts';
import { setItem } from '../../lib/storage.ts';

// ---- POST /v1/parent_router/parent/update_profile ---------------------------------------------

export function useUpdateProfileMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateParentProfileRequest) =>
      api.post<Profile>('/v1/parent_router/parent/update_profile', body),
    onSuccess: (profile) => client.setQueryData(profileQueryOptions().queryKey, profile),
    // The form shows field errors itself and toasts the rest.
    meta: { skipErrorToast: true },
  });
}

// ---- POST /v1/parent_router/parent/avatar (multipart field `file`) ----------------------------

export function useUploadAvatarMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('file', file);
      return api.post<Profile>('/v1/parent_router/parent/avatar', form);
    },
    onSuccess: (profile) => client.setQueryData(profileQueryOptions().queryKey, profile),
  });
}

// ---- POST /v1/auth/password/update ------------------------------------------------------------

/**
 * Changes the password. The server signs out every other session and answers with a fresh token
 * pair for this one, which replaces the stored pair (the old refresh token no longer works).
 */
export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: (body: UpdatePasswordRequest) =>
      api.post<UpdatePasswordResponse>('/v1/auth/password/update', body),
    onSuccess: (res) => {
      setItem('accessToken', res.token);
      setItem('refreshToken', res.refresh_token);
    },
    meta: { skipErrorToast: true },
  });
}

// ---- POST /v1/parent_router/parent/delete-account ---------------------------------------------

/** Deletes the parent's account with their children; the caller ends the session afterwards. */
export function useDeleteAccountMutation() {
  return useMutation({
    mutationFn: (body: DeleteAccountRequest) =>
      api.post<null>('/v1/parent_router/parent/delete-account', body),
    // A wrong password is shown on the field; other errors are toasted by the form.
    meta: { skipErrorToast: true },
  });
}
