import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest, ResetPasswordRequest, SignupRequest } from '@ye/contracts/auth';
import { toast } from 'react-toastify';
import { api } from '../../lib/api-client.ts';
import { type Credentials, login, signup } from '../../lib/session.ts';

/** Sign in (adults by email, children by username). Errors become a toast (the server's detail). */
export const useLoginMutation = () =>
  useMutation({ mutationFn: (c: Credentials) => login(c), onSuccess: () => toast.dismiss() });

/** A parent's new account, signed in at once. */
export const useSignupMutation = () =>
  useMutation({ mutationFn: (input: SignupRequest) => signup(input), onSuccess: () => toast.dismiss() });

/** POST /v1/auth/forgot-password: the same answer whether or not the email has an account. */
export const useForgotPasswordMutation = () =>
  useMutation({
    mutationFn: (body: ForgotPasswordRequest) =>
      api.post<{ detail: string }>('/v1/auth/forgot-password', body, { auth: false }),
  });

/** POST /v1/auth/reset-password with the token from the emailed link. */
export const useResetPasswordMutation = () =>
  useMutation({
    mutationFn: (body: ResetPasswordRequest) =>
      api.post<{ detail: string }>('/v1/auth/reset-password', body, { auth: false }),
  });

/** POST /v1/consent/email/verify with the token from the emailed confirmation link (decision 035). */
export const useVerifyEmailMutation = () =>
  useMutation({
    mutationFn: (token: string) =>
      api.post<{ detail: string }>('/v1/consent/email/verify', { token }, { auth: false }),
    meta: { skipErrorToast: true },
  });
