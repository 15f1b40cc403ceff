import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import CardGiftcardRounded from '@mui/icons-material/CardGiftcardRounded';
import LayersRounded from '@mui/icons-material/LayersRounded';
import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CourseDetail } from '@ye/contracts/catalog';
import { unitWords } from '@ye/contracts/catalog';
import type { ReactNode } from 'react';
import { plural } from '../../../../lib/format.ts';
import { visuallyHidden } from '../../../../lib/visually-hidden.ts';
import { agesLabel, formatAges, formatMinutes, freeChaptersWords } from '../../format.ts';
import { CourseCover } from '../course-cover.tsx';
import { GameBadge } from '../game-badge.tsx';
import { CourseRating } from '../rating.tsx';
import { TopicChip } from '../topic.tsx';
import { BookmarkButton } from './bookmark-button.tsx';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      {icon}
      <span>{children}</span>
    </Box>
  );
}

/**
 * The cover, topic and ages, the title (the page's h1), rating, the course's size, for a parent what
 * is free ("Chapter 1 free"), and a bookmark.
 */
export function CourseHeader({ course: c, showFree = false }: { course: CourseDetail; showFree?: boolean }) {
  const words = unitWords(c.kind);
  return (
    <Box
      component="header"
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 4 },
        gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
        alignItems: 'start',
        mb: 4,
      }}
    >
      <Box sx={{ borderRadius: 4, overflow: 'hidden', border: '1px solid', borderColor: 'divider' }}>
        <CourseCover src={c.cover_url} topic={c.topic} iconSize={96} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
          {c.kind === 'game' ? <GameBadge /> : null}
          <TopicChip topic={c.topic} />
          <Typography component="span" sx={{ fontWeight: 600 }}>
            <span aria-hidden>{formatAges(c.age_min, c.age_max)}</span>
            <Box component="span" sx={visuallyHidden}>
              {agesLabel(c.age_min, c.age_max)}
            </Box>
          </Typography>
        </Box>
        <Typography
          component="h1"
          variant="h1"
          sx={{ mb: 1.5, fontSize: { xs: '1.75rem', sm: '2.25rem' }, overflowWrap: 'anywhere' }}
        >
          {c.title}
        </Typography>
        <Box sx={{ mb: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
          <CourseRating average={c.rating_average} count={c.rating_count} size="medium" />
          {c.rating_count > 0 ? (
            <Typography component="span" aria-hidden sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
              average parent rating
            </Typography>
          ) : null}
        </Box>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mb: 2.5,
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 2.5,
            rowGap: 1,
            color: 'text.secondary',
          }}
        >
          <Fact icon={<LayersRounded aria-hidden fontSize="small" />}>
            {plural(c.chapters.length || c.chapter_count, words.chapter, words.chapters)}
          </Fact>
          <Fact icon={<MenuBookRounded aria-hidden fontSize="small" />}>
            {plural(c.lesson_count, words.lesson, words.lessons)}
          </Fact>
          <Fact icon={<AccessTimeRounded aria-hidden fontSize="small" />}>
            {formatMinutes(c.duration_minutes)}
          </Fact>
          <Fact icon={<PersonRounded aria-hidden fontSize="small" />}>{`By ${c.instructor.name}`}</Fact>
          {showFree && c.chapters.length > 0 ? (
            <Fact icon={<CardGiftcardRounded aria-hidden fontSize="small" />}>
              {freeChaptersWords(c.kind)}
            </Fact>
          ) : null}
        </Box>
        <BookmarkButton courseId={c.id} bookmarked={c.bookmarked} />
      </Box>
    </Box>
  );
}
