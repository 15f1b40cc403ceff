import CelebrationRounded from '@mui/icons-material/CelebrationRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CompleteLessonResponse } from '@ye/contracts/learning';
import { BadgeIcon } from './badge-icon.tsx';

// What a play may earn beyond stars and XP, each shown in the result dialog when it happened.

export function LevelUpNote({ level }: { level: number }) {
  return (
    <Box
      sx={{
        mt: 3,
        p: 2,
        borderRadius: 4,
        bgcolor: '#EBDDF5',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
      }}
    >
      <TrendingUpRounded aria-hidden="true" sx={{ color: 'secondary.main', fontSize: 32 }} />
      <Typography sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
        Level up! You are now level {level}.
      </Typography>
    </Box>
  );
}

export function NewBadges({ badges }: { badges: CompleteLessonResponse['new_badges'] }) {
  return (
    <Box component="section" aria-labelledby="result-badges" sx={{ mt: 3, textAlign: 'left' }}>
      <Typography id="result-badges" component="h3" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1.5 }}>
        {badges.length === 1 ? 'A new badge for you!' : 'New badges for you!'}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {badges.map((badge) => (
          <Box component="li" key={badge.id} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <BadgeIcon badge={badge} size={56} />
            <Box>
              <Typography sx={{ fontWeight: 700, fontSize: '1.125rem' }}>{badge.title}</Typography>
              <Typography sx={{ fontSize: '1.0625rem' }}>{badge.description}</Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

export function CourseDoneNote() {
  return (
    <Box
      sx={{
        mt: 3,
        p: 2.5,
        borderRadius: 4,
        border: 3,
        borderColor: 'yellow.main',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
      }}
    >
      <CelebrationRounded aria-hidden="true" sx={{ fontSize: 48, color: '#8A4B00' }} />
      <Typography sx={{ fontSize: '1.375rem', fontWeight: 700 }}>You finished the course!</Typography>
      <Typography sx={{ fontSize: '1.125rem' }}>Your grown-up can download your certificate.</Typography>
    </Box>
  );
}
