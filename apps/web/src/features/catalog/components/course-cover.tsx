import Box from '@mui/material/Box';
import type { CourseTopic } from '@ye/contracts/catalog';
import { useState } from 'react';
import { TOPIC_STYLE } from './topic.tsx';

/**
 * A course's or bundle's picture: the cover image, or (when there is none or it fails to load) a tile
 * in the topic's colour with its icon. Decorative: the title next to it names the course.
 */
export function CourseCover({
  src,
  topic,
  ratio = '16 / 9',
  iconSize = 56,
}: {
  src: string | null;
  topic: CourseTopic | null;
  /** CSS aspect-ratio, or one per breakpoint ({ xs: '2 / 1', sm: '16 / 9' }). */
  ratio?: string | Partial<Record<'xs' | 'sm' | 'md' | 'lg', string>>;
  iconSize?: number;
}) {
  const [broken, setBroken] = useState(false);
  const style = TOPIC_STYLE[topic ?? 'self-esteem'];
  const Icon = style.icon;
  if (src && !broken)
    return (
      <Box
        component="img"
        src={src}
        alt=""
        loading="lazy"
        onError={() => setBroken(true)}
        sx={{ display: 'block', width: '100%', aspectRatio: ratio, objectFit: 'cover', bgcolor: style.tile }}
      />
    );
  return (
    <Box
      aria-hidden
      sx={{
        width: '100%',
        aspectRatio: ratio,
        display: 'grid',
        placeItems: 'center',
        bgcolor: style.tile,
        backgroundImage: `radial-gradient(circle at 18% 24%, rgba(255,255,255,0.55) 0 14%, transparent 15%), radial-gradient(circle at 84% 78%, rgba(255,255,255,0.4) 0 18%, transparent 19%)`,
      }}
    >
      <Icon sx={{ fontSize: iconSize, color: style.ink }} />
    </Box>
  );
}
