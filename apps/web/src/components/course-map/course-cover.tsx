import type { SvgIconComponent } from '@mui/icons-material';
import AirRounded from '@mui/icons-material/AirRounded';
import Diversity1Rounded from '@mui/icons-material/Diversity1Rounded';
import EmojiPeopleRounded from '@mui/icons-material/EmojiPeopleRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import SpaRounded from '@mui/icons-material/SpaRounded';
import SportsEsportsRounded from '@mui/icons-material/SportsEsportsRounded';
import WbSunnyRounded from '@mui/icons-material/WbSunnyRounded';
import Box from '@mui/material/Box';
import type { CourseKind, CourseTopic } from '@ye/contracts/catalog';
import { useState } from 'react';

/** A coloured tile per topic, for courses without a cover picture (or while it fails to load). */
const TOPIC_TILES: Record<CourseTopic, { bg: string; fg: string; Icon: SvgIconComponent }> = {
  confidence: { bg: '#FFE0B8', fg: '#8A4B00', Icon: EmojiPeopleRounded },
  friendship: { bg: '#FFF0BF', fg: '#6B5200', Icon: Diversity1Rounded },
  feelings: { bg: '#EBDDF5', fg: '#6A1B9A', Icon: FavoriteRounded },
  anxiety: { bg: '#DCEFF7', fg: '#0B5673', Icon: WbSunnyRounded },
  calm: { bg: '#DDF0DE', fg: '#1B5E20', Icon: AirRounded },
  'self-esteem': { bg: '#FCE1E4', fg: '#9C1C35', Icon: SpaRounded },
};

interface CourseCoverProps {
  course: { cover_url: string | null; topic: CourseTopic; kind?: CourseKind };
  height?: number | Record<string, number>;
  /** Rounded corners all round (a header) or only on top (a card). */
  rounded?: 'all' | 'top';
}

/** The course's cover picture, decorative (the title is always written next to it). */
export function CourseCover({ course, height = 140, rounded = 'top' }: CourseCoverProps) {
  const [failed, setFailed] = useState(false);
  const tile = TOPIC_TILES[course.topic] ?? TOPIC_TILES.confidence;
  const Icon = course.kind === 'game' ? SportsEsportsRounded : tile.Icon;
  const radius = rounded === 'all' ? '16px' : '20px 20px 0 0';
  if (course.cover_url && !failed)
    return (
      <Box
        component="img"
        src={course.cover_url}
        alt=""
        onError={() => setFailed(true)}
        sx={{
          display: 'block',
          width: '100%',
          height,
          objectFit: 'cover',
          borderRadius: radius,
          bgcolor: tile.bg,
        }}
      />
    );
  return (
    <Box
      aria-hidden="true"
      sx={{
        height,
        display: 'grid',
        placeItems: 'center',
        bgcolor: tile.bg,
        color: tile.fg,
        borderRadius: radius,
      }}
    >
      <Icon sx={{ fontSize: 64 }} />
    </Box>
  );
}
