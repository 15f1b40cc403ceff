import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatByteLimit } from '@ye/contracts/studio';
import { useState } from 'react';
import { PageNav } from '../../../components/page-nav.tsx';
import { errorMessage } from '../../../lib/error-toast.ts';
import { formatDate } from '../../../lib/format.ts';
import { useStudioVideos, VIDEOS_PAGE_SIZE } from '../api.ts';

/** The instructor's earlier uploads, a page at a time, each one usable for this lesson. */
export function EarlierVideos({
  id,
  value,
  onPick,
}: {
  id: string;
  value: string | null;
  onPick: (fileUrl: string, filename: string) => void;
}) {
  const [page, setPage] = useState(1);
  const videos = useStudioVideos(page, true);

  if (videos.isPending)
    return (
      <Box
        id={id}
        aria-busy="true"
        aria-label="Loading your videos"
        sx={{ display: 'grid', gap: 1, mt: 1.5 }}
      >
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
      </Box>
    );
  if (videos.isError)
    return (
      <Box id={id} role="alert" sx={{ mt: 1.5 }}>
        <Typography
          sx={{ mb: 1 }}
        >{`We could not load your videos. ${errorMessage(videos.error)}`}</Typography>
        <Button variant="outlined" onClick={() => videos.refetch()}>
          Try again
        </Button>
      </Box>
    );
  const data = videos.data;
  const pageCount = Math.max(1, Math.ceil(data.count / VIDEOS_PAGE_SIZE));
  if (data.count === 0)
    return (
      <Typography id={id} color="text.secondary" sx={{ mt: 1.5 }}>
        You have not uploaded any videos yet. Choose a file above to upload your first one.
      </Typography>
    );
  return (
    <Box id={id} sx={{ mt: 1.5 }} aria-busy={videos.isFetching}>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {data.results.map((video) => {
          const inUse = video.file_url === value;
          return (
            <Paper
              key={video.id}
              component="li"
              variant="outlined"
              sx={{
                p: 1.5,
                borderRadius: 2,
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 1,
                borderColor: inUse ? 'primary.main' : undefined,
              }}
            >
              <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{video.filename}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {`${formatByteLimit(video.size)} · uploaded ${formatDate(video.uploaded_at)}`}
                </Typography>
              </Box>
              <Button
                variant={inUse ? 'text' : 'outlined'}
                disabled={inUse}
                onClick={() => onPick(video.file_url, video.filename)}
                // The visible words come first in the name (WCAG 2.5.3), then which file.
                aria-label={inUse ? `In use: ${video.filename}` : `Use this video: ${video.filename}`}
              >
                {inUse ? 'In use' : 'Use this video'}
              </Button>
            </Paper>
          );
        })}
      </Box>
      <PageNav
        label="Pages of your videos"
        pageCount={pageCount}
        page={page}
        onChange={(next) => setPage(next)}
        compact
      />
    </Box>
  );
}
