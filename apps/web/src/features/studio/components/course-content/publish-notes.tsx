import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { courseFormPath } from '../../../../lib/paths.ts';
import type { PublishBlocker } from '../publish-checklist.ts';

export interface PublishProblem {
  detail: string;
  code?: string;
}

/** What still stops Publish, why the last Publish failed, or that changes are live. */
export function PublishNotes({
  courseId,
  published,
  blockers,
  problem,
  onCloseProblem,
}: {
  courseId: string;
  published: boolean;
  blockers: PublishBlocker[];
  problem: PublishProblem | null;
  onCloseProblem: () => void;
}) {
  return (
    <>
      {blockers.length > 0 ? (
        <Alert severity="info" id="publish-blockers" sx={{ mb: 3 }}>
          <AlertTitle>Before you can publish</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {blockers.map((b) => (
              <li key={b.text}>
                {b.text}
                {b.to ? (
                  <>
                    {' '}
                    <Link component={RouterLink} to={b.to}>
                      {b.code === 'cover_missing' ? 'Add it in the course details' : 'Fix it'}
                    </Link>
                  </>
                ) : null}
              </li>
            ))}
          </Box>
        </Alert>
      ) : null}
      {problem ? (
        <Alert severity="warning" role="alert" onClose={onCloseProblem} sx={{ mb: 3 }}>
          <AlertTitle>The course is not published yet</AlertTitle>
          {problem.detail}{' '}
          {problem.code === 'cover_missing' ? (
            <Link component={RouterLink} to={courseFormPath(courseId)}>
              Add a cover in the course details
            </Link>
          ) : null}
        </Alert>
      ) : null}
      {published ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          This course is published: children see each change as soon as you save it.
        </Alert>
      ) : null}
    </>
  );
}
