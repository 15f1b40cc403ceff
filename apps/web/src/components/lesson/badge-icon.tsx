import type { SvgIconComponent } from '@mui/icons-material';
import AirRounded from '@mui/icons-material/AirRounded';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import ExploreRounded from '@mui/icons-material/ExploreRounded';
import LocalFireDepartmentRounded from '@mui/icons-material/LocalFireDepartmentRounded';
import RocketLaunchRounded from '@mui/icons-material/RocketLaunchRounded';
import SpaRounded from '@mui/icons-material/SpaRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import WbSunnyRounded from '@mui/icons-material/WbSunnyRounded';
import Box from '@mui/material/Box';
import type { Badge } from '@ye/contracts/learning';

/**
 * Our own icon per badge: the contract's emoji depend on an emoji font the device may not have, an
 * icon always draws. A badge we do not know yet falls back to its emoji.
 */
const BADGE_ICONS: Record<string, { Icon: SvgIconComponent; bg: string; fg: string }> = {
  'first-mission': { Icon: SpaRounded, bg: '#DDF0DE', fg: '#1B5E20' },
  'five-missions': { Icon: RocketLaunchRounded, bg: '#DCEFF7', fg: '#0B5673' },
  'three-stars': { Icon: StarRounded, bg: '#FFF0BF', fg: '#8A5A00' },
  'first-course': { Icon: EmojiEventsRounded, bg: '#FFE0B8', fg: '#8A4B00' },
  'three-day-streak': { Icon: LocalFireDepartmentRounded, bg: '#FFE4D6', fg: '#B23C00' },
  'seven-day-streak': { Icon: WbSunnyRounded, bg: '#FFF0BF', fg: '#7A5600' },
  'all-game-types': { Icon: ExploreRounded, bg: '#DCEFF7', fg: '#0B5673' },
  'calm-breather': { Icon: AirRounded, bg: '#DDF0DE', fg: '#1B5E20' },
};

/** A badge's round picture, bright when earned and soft when not yet. Decorative: its title is beside it. */
export function BadgeIcon({
  badge,
  earned = true,
  size = 64,
}: {
  badge: Pick<Badge, 'id' | 'icon'>;
  earned?: boolean;
  size?: number;
}) {
  const known = BADGE_ICONS[badge.id];
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: earned ? (known?.bg ?? '#FFF0BF') : 'grey.100',
        color: earned ? (known?.fg ?? 'text.primary') : 'grey.500',
        border: earned ? 0 : '2px dashed',
        borderColor: 'grey.400',
        fontSize: size * 0.5,
      }}
    >
      {known ? <known.Icon sx={{ fontSize: size * 0.56 }} /> : badge.icon}
    </Box>
  );
}
