import { useMutation } from '@tanstack/react-query';
import type { ParentContactRequest } from '@ye/contracts/contact';
import { api } from '../../lib/api-client.ts';

// A signed-in parent writes to the team (POST /v1/parent/contact-us); the answer comes by email.

export function useParentContactMutation() {
  return useMutation({
    mutationFn: (body: ParentContactRequest) => api.post<{ detail: string }>('/v1/parent/contact-us', body),
  });
}
