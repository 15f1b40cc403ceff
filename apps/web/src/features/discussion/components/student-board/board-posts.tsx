import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { StudentPost } from '@ye/contracts/discussion';
import { ChildLoadError } from '../../../../components/child-states.tsx';
import { ListLoading, ListPages } from '../../../../components/list-states.tsx';
import { POSTS_PAGE_SIZE } from '../../api.ts';
import { PostBubble } from './post-bubble.tsx';

interface BoardPostsProps {
  posts: UseQueryResult<{ count: number; results: StudentPost[] }>;
  closed: boolean;
  page: number;
  onPage: (page: number) => void;
}

/** What everyone shared (and the child's own posts still waiting), a page at a time. */
export function BoardPosts({ posts, closed, page, onPage }: BoardPostsProps) {
  return (
    <Box component="section" aria-labelledby="posts-heading">
      <Typography
        id="posts-heading"
        component="h2"
        sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' }, fontWeight: 700, mb: 2 }}
      >
        What everyone shared
      </Typography>
      {posts.isPending ? (
        <ListLoading label="Loading the posts…" height={120} />
      ) : posts.isError ? (
        <ChildLoadError what="the posts" onRetry={() => void posts.refetch()} />
      ) : posts.data.count === 0 ? (
        <Typography sx={{ fontSize: '1.125rem' }}>
          {closed ? 'Nobody shared on this board.' : 'Nobody has shared yet. You can be the first!'}
        </Typography>
      ) : (
        <Box aria-busy={posts.isFetching}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
            {posts.data.results.map((p) => (
              <li key={p.id}>
                <PostBubble post={p} />
              </li>
            ))}
          </Box>
          <ListPages
            label="Pages of posts"
            count={posts.data.count}
            pageSize={POSTS_PAGE_SIZE}
            page={page}
            onPage={onPage}
            large
          />
        </Box>
      )}
    </Box>
  );
}
