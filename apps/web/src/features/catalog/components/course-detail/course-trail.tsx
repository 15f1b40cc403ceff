import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { bundlePath, PATHS } from '../../../../lib/paths.ts';

/** The bundle the course was opened from (/bundle/courseDetails/:id?bundle=<id>); its title once loaded. */
export interface TrailBundle {
  id: string;
  title: string | undefined;
}

/**
 * Where the page was opened from: a bundle's course leads back to Bundles (and that bundle when its id
 * is known), any other course back to the catalogue.
 */
export function CourseTrail({
  fromBundle,
  bundle,
  courseTitle,
}: {
  fromBundle: boolean;
  bundle: TrailBundle | null;
  courseTitle: string | null;
}) {
  return (
    <Breadcrumbs aria-label="You are here" sx={{ mb: 2, '& ol': { flexWrap: 'wrap' } }}>
      {fromBundle ? (
        <Link component={RouterLink} to={PATHS.bundles} underline="hover">
          Bundles
        </Link>
      ) : (
        <Link component={RouterLink} to={PATHS.courses} underline="hover">
          Courses
        </Link>
      )}
      {bundle ? (
        <Link component={RouterLink} to={bundlePath(bundle.id)} underline="hover">
          {bundle.title ?? 'Bundle'}
        </Link>
      ) : null}
      {courseTitle ? (
        <Typography aria-current="page" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
          {courseTitle}
        </Typography>
      ) : null}
    </Breadcrumbs>
  );
}
