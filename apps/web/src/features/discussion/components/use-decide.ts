import type { InstructorPost } from '@ye/contracts/discussion';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useModeratePost } from '../api.ts';
import type { Decision } from './moderation-post.tsx';

const DONE: Record<Decision, (who: string) => string> = {
  approve: (who) => `${who}’s post is approved. Everyone in the course can read it now.`,
  reject: (who) => `${who}’s post is rejected. Only you can see it.`,
};

/**
 * Approve or reject a post, one at a time per post: `busyId` is the post whose decision is on its way.
 * A decision is never destructive (it can be changed), so it needs no confirmation.
 */
export function useDecide() {
  const moderate = useModeratePost();
  const [busyId, setBusyId] = useState<string | null>(null);
  const decide = async (post: InstructorPost, decision: Decision) => {
    setBusyId(post.id);
    try {
      const done = await moderate.mutateAsync({ id: post.id, decision }).catch(() => null);
      if (done) toast.success(DONE[decision](post.author.first_name));
    } finally {
      setBusyId(null);
    }
  };
  return { decide, busyId };
}
