import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ChildLoadError } from '../../../components/child-states.tsx';
import { Loading } from '../../../components/loading.tsx';
import { useLibrary } from '../api.ts';
import { Bookmarks } from '../components/library/bookmarks.tsx';
import { Webinars } from '../components/library/webinars.tsx';

/** /student/my-library: what the child saved (courses and missions) and the webinars they joined. */
export default function LibraryPage() {
  const library = useLibrary();
  return (
    <Box>
      <Typography
        component="h1"
        sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, fontWeight: 700, color: 'secondary.main', mb: 3 }}
      >
        My library
      </Typography>
      {library.isPending ? (
        <Loading label="Loading your library…">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={96} sx={{ mb: 2 }} />
          ))}
        </Loading>
      ) : library.isError ? (
        <ChildLoadError what="your library" onRetry={() => void library.refetch()} />
      ) : (
        <>
          <Bookmarks bookmarks={library.data.bookmarks} />
          <Webinars webinars={library.data.webinars} />
        </>
      )}
    </Box>
  );
}
