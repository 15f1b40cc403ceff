import StarOutlineRounded from '@mui/icons-material/StarOutlineRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
import { visuallyHidden } from '../../lib/visually-hidden.ts';
import { starsText } from './course-words.ts';

interface StarsProps {
  stars: number;
  /** The most there are: 3 for a lesson, 3 per lesson for a chapter or course. */
  max?: number;
  /** Icon size in px. */
  size?: number;
  /** Show "2 of 3 stars" as text beside the icons (otherwise it is read by screen readers only). */
  showText?: boolean;
  /** Draw at most this many icons; a chapter with 12 lessons shows the count in words instead. */
  maxIcons?: number;
  /** 'column' puts the words under the icons (the big result view). */
  layout?: 'row' | 'column';
}

/** Stars as gold icons plus their count in words, so the number never depends on colour or shape alone. */
export function Stars({
  stars,
  max = 3,
  size = 24,
  showText = false,
  maxIcons = 3,
  layout = 'row',
}: StarsProps) {
  const text = starsText(stars, max);
  const icons = max <= maxIcons;
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', flexDirection: layout, alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}
    >
      <Box component="span" aria-hidden="true" sx={{ display: 'inline-flex', color: '#B7791F' }}>
        {icons ? (
          Array.from({ length: max }, (_, i) =>
            i < stars ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: one icon per star position
              <StarRounded key={i} sx={{ fontSize: size }} />
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: one icon per star position
              <StarOutlineRounded key={i} sx={{ fontSize: size, color: 'grey.500' }} />
            ),
          )
        ) : (
          <StarRounded sx={{ fontSize: size }} />
        )}
      </Box>
      {showText || !icons ? (
        <Box component="span" sx={{ fontWeight: layout === 'column' ? 700 : 600 }}>
          {text}
        </Box>
      ) : (
        <Box component="span" sx={visuallyHidden}>
          {text}
        </Box>
      )}
    </Box>
  );
}
