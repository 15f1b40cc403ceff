import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InstructorAvatarUploadRequest, UpdateInstructorProfileRequest } from '@ye/contracts/account';
import type { Profile } from '@ye/contracts/auth';
import type { UploadUrlResponse } from '@ye/contracts/studio';
import { api } from '../../lib/api-client.ts';
import { profileQueryOptions } from '../../lib/profile.ts';

// The instructor's own profile. It is read through the shared profile query (lib/profile.ts), which
// the app frame uses too, so every save puts the answer there and the name and photo change at once.

export const PROFILE_UPDATE_PATH = '/v1/instructor/profile';
export const PROFILE_UPLOAD_URL_PATH = '/v1/instructor/profile/generate-upload-url';

// ---- PATCH /v1/instructor/profile ------------------------------------------------------------

export function useUpdateInstructorProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateInstructorProfileRequest) => api.patch<Profile>(PROFILE_UPDATE_PATH, body),
    onSuccess: (profile) => client.setQueryData(profileQueryOptions().queryKey, profile),
    // The form and the photo show their own errors.
    meta: { skipErrorToast: true },
  });
}

// ---- POST /v1/instructor/profile/generate-upload-url -----------------------------------------

export const photoUploadUrl = (body: InstructorAvatarUploadRequest, signal: AbortSignal) =>
  api.post<UploadUrlResponse>(PROFILE_UPLOAD_URL_PATH, body, { signal });
