import type { SvgIconComponent } from '@mui/icons-material';
import CloudRounded from '@mui/icons-material/CloudRounded';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import SentimentSatisfiedAltRounded from '@mui/icons-material/SentimentSatisfiedAltRounded';
import SpaRounded from '@mui/icons-material/SpaRounded';
import Box from '@mui/material/Box';
import { type CourseTopic, TOPIC_LABELS } from '@ye/contracts/catalog';

/**
 * Each topic's look: a light tile colour (behind dark text and icons, 7:1 or more with #1F2421) and
 * a darker ink for the icon and the chip's border.
 */
export const TOPIC_STYLE: Record<CourseTopic, { tile: string; ink: string; icon: SvgIconComponent }> = {
  confidence: { tile: '#FFE9A8', ink: '#7A5200', icon: EmojiEventsRounded },
  friendship: { tile: '#FFD9B8', ink: '#8A3D00', icon: GroupsRounded },
  feelings: { tile: '#EBDDF5', ink: '#6A1B9A', icon: SentimentSatisfiedAltRounded },
  anxiety: { tile: '#D7E8F7', ink: '#0D4A80', icon: CloudRounded },
  calm: { tile: '#D9EFDA', ink: '#1B5E20', icon: SpaRounded },
  'self-esteem': { tile: '#FBDDE4', ink: '#8E1B3A', icon: FavoriteRounded },
};

/** The topic as a small label: tinted background, dark text. */
export function TopicChip({ topic }: { topic: CourseTopic }) {
  const style = TOPIC_STYLE[topic];
  const Icon = style.icon;
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        py: 0.25,
        borderRadius: 999,
        bgcolor: style.tile,
        color: 'text.primary',
        fontSize: '0.8125rem',
        fontWeight: 600,
        lineHeight: 1.6,
        whiteSpace: 'nowrap',
      }}
    >
      <Icon aria-hidden sx={{ fontSize: 16, color: style.ink }} />
      {TOPIC_LABELS[topic]}
    </Box>
  );
}
