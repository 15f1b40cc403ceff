import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CourseCard } from '@ye/contracts/catalog';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { CourseCover } from '../../../components/course-map/course-cover.tsx';
import { Stars } from '../../../components/course-map/stars.tsx';
import { coursePath } from '../../../lib/paths.ts';

export interface CourseTileProps {
  course: Pick<CourseCard, 'id' | 'title' | 'topic' | 'kind' | 'cover_url'>;
  /** 0-100; shown as a progress bar when given. */
  percent?: number;
  stars?: number;
  maxStars?: number;
  /** A line under the title (a reason, "Finished!"...). */
  children?: ReactNode;
  headingLevel?: 'h3' | 'h4';
}

/**
 * A course as a card: cover, title (the link; the whole card is clickable through it), progress and stars.
 * One link per card keeps keyboard and screen-reader users from tabbing through every part.
 */
export function CourseTile({
  course,
  percent,
  stars,
  maxStars,
  children,
  headingLevel = 'h3',
}: CourseTileProps) {
  const progressId = `course-${course.id}-progress`;
  return (
    <Paper
      component="article"
      elevation={0}
      sx={{
        position: 'relative',
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        border: 2,
        borderColor: 'grey.200',
        transition: 'border-color 150ms, transform 150ms',
        '&:hover': { borderColor: 'secondary.main' },
        '&:focus-within': { borderColor: 'secondary.main' },
      }}
    >
      <CourseCover course={course} height={132} />
      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.25, flex: 1 }}>
        <Typography component={headingLevel} sx={{ fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.3 }}>
          <Link
            component={RouterLink}
            to={coursePath(course.id)}
            underline="hover"
            color="inherit"
            sx={{
              fontWeight: 'inherit',
              // The link covers the whole card (stretched link); focus shows on the card outline.
              '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: '20px' },
              '&:focus-visible': { outline: 'none' },
              '&:focus-visible::after': { outline: '3px solid #6A1B9A', outlineOffset: 2 },
            }}
          >
            {course.title}
          </Link>
        </Typography>
        {children}
        {percent !== undefined ? (
          <Box sx={{ mt: 'auto' }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5, fontSize: '1rem' }}>
              <span id={progressId}>Progress</span>
              <span aria-hidden="true">{percent}%</span>
            </Box>
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-labelledby={progressId}
              color="secondary"
              sx={{ height: 12, borderRadius: 6, bgcolor: 'grey.200' }}
            />
          </Box>
        ) : null}
        {stars !== undefined && maxStars ? <Stars stars={stars} max={maxStars} size={22} showText /> : null}
      </Box>
    </Paper>
  );
}

/** The grid the course cards sit in: one column at 375 px, up to three on a laptop. */
export function TileGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
        '& > li': { display: 'flex', minWidth: 0 },
      }}
    >
      {children}
    </Box>
  );
}
