import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChildLoadError } from '../../../components/child-states.tsx';
import { NotFoundMessage } from '../../../components/not-found-message.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { PATHS } from '../../../lib/paths.ts';

/** A failed load: not there (or not theirs), not for this role, or the server away. */
export function PreviewLoadError({
  error,
  what,
  onRetry,
}: {
  error: Error;
  what: string;
  onRetry: () => void;
}) {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 404 || status === 400)
    return (
      <NotFoundMessage
        what={what}
        hint="It may have been deleted, or it is not one of your courses."
        to={PATHS.studio}
        label="My courses"
      />
    );
  if (status === 403)
    return (
      <Box>
        <Typography component="h1" sx={{ fontSize: '2rem', fontWeight: 700, mb: 1 }}>
          Preview
        </Typography>
        <Typography sx={{ fontSize: '1.125rem' }}>
          Only the instructor who made a course can preview it.
        </Typography>
      </Box>
    );
  return (
    <Box>
      <Typography component="h1" sx={{ fontSize: '2rem', fontWeight: 700 }}>
        Preview
      </Typography>
      <ChildLoadError what={`this ${what}`} onRetry={onRetry} />
    </Box>
  );
}
