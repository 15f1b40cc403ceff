import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { InstructorPost } from '@ye/contracts/discussion';
import { useEffect, useRef } from 'react';
import { ListEmpty, ListError, ListLoading, ListPages } from '../../../components/list-states.tsx';
import { plural } from '../../../lib/format.ts';
import { QUEUE_PAGE_SIZE, useQueue } from '../api.ts';
import { type Decision, ModerationPost } from './moderation-post.tsx';
import { useDecide } from './use-decide.ts';

/**
 * The moderation queue: every child post waiting on the instructor's boards, oldest first, with the
 * word filter's reason. After a decision the post leaves the list and focus goes to the list's count,
 * so a keyboard user carries on from the same place.
 */
export function QueuePanel({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const queue = useQueue(page);
  const { decide, busyId } = useDecide();
  const countRef = useRef<HTMLParagraphElement>(null);
  const data = queue.data;

  const onDecide = async (post: InstructorPost, decision: Decision) => {
    await decide(post, decision);
    countRef.current?.focus();
  };

  // Deciding the last post of the last page: show the page before it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the answer changes
  useEffect(() => {
    if (data && !queue.isPlaceholderData && data.results.length === 0 && page > 1)
      onPage(Math.max(1, Math.ceil(data.count / QUEUE_PAGE_SIZE)));
  }, [data]);

  if (queue.isError)
    return <ListError what="the posts waiting for you" error={queue.error} onRetry={() => queue.refetch()} />;
  if (!data) return <ListLoading label="Loading the posts waiting for you" />;
  if (data.count === 0)
    return (
      <ListEmpty
        icon={<TaskAltRounded aria-hidden sx={{ fontSize: 48, color: 'primary.main' }} />}
        title="Nothing to check"
      >
        When a child replies on one of your boards, the post waits here until you approve it. Nobody else sees
        it before then.
      </ListEmpty>
    );
  return (
    <Box aria-busy={queue.isFetching}>
      <Typography ref={countRef} tabIndex={-1} role="status" color="text.secondary" sx={{ mb: 2 }}>
        {`${plural(data.count, 'post')} waiting, oldest first. Children see a post only after you approve it.`}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {data.results.map((post) => (
          <li key={post.id}>
            <ModerationPost post={post} showBoard onDecide={onDecide} busy={busyId === post.id} />
          </li>
        ))}
      </Box>
      <ListPages
        label="Pages of waiting posts"
        count={data.count}
        pageSize={QUEUE_PAGE_SIZE}
        page={page}
        onPage={onPage}
      />
    </Box>
  );
}
