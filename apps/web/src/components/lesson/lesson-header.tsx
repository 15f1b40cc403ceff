import SportsEsportsRounded from '@mui/icons-material/SportsEsportsRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { LessonContent } from '@ye/contracts/catalog';
import type { ReactElement, ReactNode } from 'react';
import { ChildBackLink } from '../child-states.tsx';
import { lessonIcon, lessonKindWord } from '../course-map/lesson-kind.ts';
import { Loading } from '../loading.tsx';
import { PageTitle } from '../page-title.tsx';

/** The lesson's kind as a chip shows it: the trail's word and icon, but one game icon for every game. */
function kindLabel(content: LessonContent): { label: string; icon: ReactElement } {
  const lesson = { kind: content.kind, game_type: content.game?.type ?? null };
  const Icon = content.kind === 'game' ? SportsEsportsRounded : lessonIcon(lesson);
  return { label: lessonKindWord(lesson), icon: <Icon /> };
}

export function LessonSkeleton() {
  return (
    <Loading label="Loading…">
      <Skeleton width={160} />
      <Skeleton width="70%" sx={{ fontSize: '2.5rem' }} />
      <Skeleton variant="rounded" height={280} sx={{ mt: 3, maxWidth: 800 }} />
    </Loading>
  );
}

interface LessonHeaderProps {
  content: LessonContent;
  backTo: string;
  /** Beside the title: the child's "Save to my library". */
  actions?: ReactNode;
}

/** Back to the map, where the lesson sits, its title, its kind and length. */
export function LessonHeader({ content, backTo, actions }: LessonHeaderProps) {
  const kind = kindLabel(content);
  return (
    <>
      <ChildBackLink to={backTo}>Back to map</ChildBackLink>
      <Typography sx={{ fontSize: '1.0625rem', color: 'text.secondary' }}>
        {content.course_title} · {content.chapter_title}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mt: 0.5,
          mb: 3,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <PageTitle>{content.title}</PageTitle>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
            <Chip icon={kind.icon} label={kind.label} sx={{ fontSize: '1rem', fontWeight: 600 }} />
            {content.duration_minutes > 0 ? (
              <Chip
                label={`About ${content.duration_minutes} min`}
                variant="outlined"
                sx={{ fontSize: '1rem' }}
              />
            ) : null}
          </Box>
        </Box>
        {actions}
      </Box>
    </>
  );
}
