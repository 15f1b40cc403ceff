import ArticleRounded from '@mui/icons-material/ArticleRounded';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import PlayCircleRounded from '@mui/icons-material/PlayCircleRounded';
import SportsEsportsRounded from '@mui/icons-material/SportsEsportsRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { isFreeChapter } from '@ye/contracts/billing';
import type { ChapterDetail, CourseKind, LessonKind, LessonSummary } from '@ye/contracts/catalog';
import { unitWords } from '@ye/contracts/catalog';
import { GAME_TYPE_LABELS } from '@ye/contracts/games';
import { plural } from '../../../../lib/format.ts';
import { formatMinutes, LESSON_KIND_LABELS } from '../../format.ts';
import { MembershipChapterNote } from '../membership.tsx';

const KIND_ICON: Record<LessonKind, typeof ArticleRounded> = {
  video: PlayCircleRounded,
  text: ArticleRounded,
  reflection: EditNoteRounded,
  game: SportsEsportsRounded,
};

/** 'Video', 'Reading', 'Reflection', or the game's own name ('Match the pairs'). */
export function lessonKindLabel(lesson: Pick<LessonSummary, 'kind' | 'game_type'>): string {
  if (lesson.kind === 'game' && lesson.game_type) return GAME_TYPE_LABELS[lesson.game_type];
  return LESSON_KIND_LABELS[lesson.kind];
}

function LessonRow({ lesson, index }: { lesson: LessonSummary; index: number }) {
  const Icon = KIND_ICON[lesson.kind];
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr) auto',
        alignItems: 'center',
        columnGap: 1.5,
        py: 1.25,
        borderTop: index === 0 ? 0 : '1px solid',
        borderColor: 'divider',
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 36,
          height: 36,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'offWhite.main',
          color: 'primary.main',
        }}
      >
        <Icon sx={{ fontSize: 22 }} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{lesson.title}</Typography>
        <Typography sx={{ fontSize: '0.875rem', color: 'text.secondary' }}>
          {lessonKindLabel(lesson)}
        </Typography>
      </Box>
      <Typography sx={{ fontSize: '0.875rem', color: 'text.secondary', whiteSpace: 'nowrap' }}>
        {formatMinutes(lesson.duration_minutes)}
      </Typography>
    </Box>
  );
}

/**
 * Chapters (levels in a game course) with their lessons (missions): kind, title and length. With
 * `membershipLocks` (a parent without the membership), the free chapter says "Free" and later ones
 * show a padlock and "Included in membership" (decision 027).
 */
export function CourseOutline({
  kind,
  chapters,
  membershipLocks = false,
}: {
  kind: CourseKind;
  chapters: ChapterDetail[];
  membershipLocks?: boolean;
}) {
  const words = unitWords(kind);
  if (chapters.length === 0)
    return (
      <Typography color="text.secondary">
        The instructor is still writing this course’s {words.chapters}.
      </Typography>
    );
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {chapters.map((chapter, i) => {
        const minutes = chapter.lessons.reduce((sum, l) => sum + l.duration_minutes, 0);
        return (
          <Paper
            component="li"
            key={chapter.id}
            variant="outlined"
            sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 4 }}
          >
            <Typography component="h3" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
              <Box component="span" sx={{ color: 'primary.main' }}>{`${words.Chapter} ${i + 1}:`}</Box>{' '}
              {chapter.title}
            </Typography>
            <Typography
              sx={{ fontSize: '0.875rem', color: 'text.secondary', mb: chapter.description ? 0.5 : 1 }}
            >
              {`${plural(chapter.lessons.length, words.lesson, words.lessons)} · ${formatMinutes(minutes)}`}
            </Typography>
            {membershipLocks ? (
              <Box sx={{ mb: 1 }}>
                {isFreeChapter(i) ? (
                  <Typography
                    component="span"
                    sx={{ fontSize: '0.875rem', fontWeight: 700, color: 'primary.main' }}
                  >
                    Free
                  </Typography>
                ) : (
                  <MembershipChapterNote />
                )}
              </Box>
            ) : null}
            {chapter.description ? <Typography sx={{ mb: 1 }}>{chapter.description}</Typography> : null}
            <Box
              component="ol"
              sx={{ listStyle: 'none', p: 0, m: 0 }}
              aria-label={`${words.lessons} of ${words.chapter} ${i + 1}`}
            >
              {chapter.lessons.map((lesson, j) => (
                <LessonRow key={lesson.id} lesson={lesson} index={j} />
              ))}
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}
