import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { CourseCard as CourseCardData } from '@ye/contracts/catalog';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { agesLabel, formatAges, formatMinutes, lessonCount } from '../format.ts';
import { CourseCover } from './course-cover.tsx';
import { GameBadge } from './game-badge.tsx';
import { FreeChaptersPill, useMembershipView } from './membership.tsx';
import { CourseRating } from './rating.tsx';
import { TopicChip } from './topic.tsx';

/** The card outline shared by course and bundle cards: the title link covers the card; focus rings it. */
export const cardSx = {
  position: 'relative',
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  borderRadius: 4,
  overflow: 'hidden',
  transition: 'box-shadow 150ms',
  '&:hover': { boxShadow: 4 },
  '&:has(a:focus-visible)': { outline: '3px solid #6A1B9A', outlineOffset: 2 },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
} as const;

export const stretchedLinkSx = {
  '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
  '&:focus-visible': { outline: 'none' },
} as const;

/** Wider and lower on phones, so a card does not fill the whole screen. */
const CARD_COVER_RATIO = { xs: '2 / 1', sm: '16 / 9' };

function Meta({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        color: 'text.secondary',
        fontSize: '0.875rem',
      }}
    >
      {icon}
      {children}
    </Box>
  );
}

/**
 * A course in a grid or carousel: cover (or topic tile), "Game" badge, topic, ages, what is free (for
 * parents: "Chapter 1 free"), title, lessons, length and rating. `note` adds a line at the bottom (why it is recommended). The title is the link
 * and its hit area covers the whole card.
 */
export function CourseCard({
  course,
  to,
  headingLevel = 'h3',
  note,
}: {
  course: CourseCardData;
  to: string;
  headingLevel?: 'h2' | 'h3' | 'h4';
  note?: ReactNode;
}) {
  const membership = useMembershipView();
  return (
    <Card component="article" variant="outlined" sx={cardSx}>
      <Box sx={{ position: 'relative' }}>
        <CourseCover src={course.cover_url} topic={course.topic} ratio={CARD_COVER_RATIO} />
        {course.kind === 'game' ? (
          <Box sx={{ position: 'absolute', top: 12, left: 12 }}>
            <GameBadge />
          </Box>
        ) : null}
      </Box>
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <TopicChip topic={course.topic} />
          <Typography component="span" sx={{ fontSize: '0.875rem', fontWeight: 600 }}>
            <span aria-hidden>{formatAges(course.age_min, course.age_max)}</span>
            <Box component="span" sx={visuallyHidden}>
              {agesLabel(course.age_min, course.age_max)}
            </Box>
          </Typography>
          {membership.parent && course.chapter_count > 0 ? <FreeChaptersPill kind={course.kind} /> : null}
        </Box>
        <Typography component={headingLevel} variant="h5" sx={{ lineHeight: 1.35, overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={to} underline="hover" color="inherit" sx={stretchedLinkSx}>
            {course.title}
          </Link>
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
          <Meta icon={<MenuBookRounded aria-hidden sx={{ fontSize: 18 }} />}>{lessonCount(course)}</Meta>
          <Meta icon={<AccessTimeRounded aria-hidden sx={{ fontSize: 18 }} />}>
            {formatMinutes(course.duration_minutes)}
          </Meta>
        </Box>
        <Box sx={{ mt: 'auto', pt: 0.5 }}>
          <CourseRating average={course.rating_average} count={course.rating_count} />
        </Box>
        {note ? (
          <Box
            sx={{
              mt: 1,
              p: 1.25,
              borderRadius: 2,
              bgcolor: 'offWhite.main',
              fontSize: '0.875rem',
              color: 'text.primary',
            }}
          >
            {note}
          </Box>
        ) : null}
      </Box>
    </Card>
  );
}

export function CourseCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ borderRadius: 4, width: '100%' }} aria-hidden>
      <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: CARD_COVER_RATIO }} />
      <Box sx={{ p: 2 }}>
        <Skeleton width="45%" />
        <Skeleton width="85%" height={32} />
        <Skeleton width="60%" />
        <Skeleton width="40%" />
      </Box>
    </Card>
  );
}
