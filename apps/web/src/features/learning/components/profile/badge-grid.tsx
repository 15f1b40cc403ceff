import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Badge } from '@ye/contracts/learning';
import { BadgeIcon } from '../../../../components/lesson/badge-icon.tsx';
import { formatDate, plural } from '../../../../lib/format.ts';
import { SectionHeading } from '../section-heading.tsx';

/** Earned badges first (newest first), then the ones still to come in their usual order. */
function sortBadges(badges: readonly Badge[]): Badge[] {
  const earned = badges
    .filter((b) => b.earned_at)
    .sort((a, b) => String(b.earned_at).localeCompare(String(a.earned_at)));
  return [...earned, ...badges.filter((b) => !b.earned_at)];
}

/** Every badge, earned or still to come. */
export function BadgeGrid({ badges }: { badges: readonly Badge[] }) {
  const earnedCount = badges.filter((b) => b.earned_at).length;
  return (
    <Box component="section" aria-labelledby="badges-heading" sx={{ mt: 5 }}>
      <SectionHeading id="badges-heading">My badges</SectionHeading>
      <Typography sx={{ fontSize: '1.125rem', mb: 2 }}>
        {earnedCount === 0
          ? 'Your first badge is waiting for you. Finish a mission to earn it!'
          : `You have earned ${plural(earnedCount, 'badge')}. More are waiting for you!`}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {sortBadges(badges).map((badge) => {
          const earned = Boolean(badge.earned_at);
          return (
            <Paper
              component="li"
              key={badge.id}
              elevation={0}
              sx={{
                p: 2,
                display: 'flex',
                gap: 2,
                alignItems: 'center',
                border: 2,
                borderColor: earned ? 'yellow.main' : 'grey.200',
                bgcolor: earned ? '#FFFBEA' : 'grey.50',
              }}
            >
              <BadgeIcon badge={badge} earned={earned} />
              <Box sx={{ minWidth: 0 }}>
                <Typography component="h3" sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
                  {badge.title}
                </Typography>
                <Typography sx={{ fontSize: '1rem' }}>{badge.description}</Typography>
                <Typography
                  sx={{
                    fontSize: '1rem',
                    fontWeight: 600,
                    color: earned ? 'primary.main' : 'text.secondary',
                  }}
                >
                  {earned ? `Earned ${formatDate(badge.earned_at)}` : 'Not yet'}
                </Typography>
              </Box>
            </Paper>
          );
        })}
      </Box>
    </Box>
  );
}
