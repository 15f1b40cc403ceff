import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import ForumRounded from '@mui/icons-material/ForumRounded';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { StudentBoard } from '@ye/contracts/discussion';
import { Link as RouterLink } from 'react-router';
import { plural } from '../../../../lib/format.ts';
import { studentBoardPath } from '../../../../lib/paths.ts';

/** One talk board as a big link: title, course, question, and how many posts (and mine waiting). */
export function BoardTile({ board }: { board: StudentBoard }) {
  return (
    <Paper
      component={RouterLink}
      to={studentBoardPath(board.id)}
      elevation={0}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        p: { xs: 2, sm: 2.5 },
        minHeight: 96,
        border: 3,
        borderColor: board.closed ? 'grey.300' : 'yellow.main',
        borderRadius: 4,
        color: 'text.primary',
        textDecoration: 'none',
        '&:hover': { borderColor: 'secondary.main' },
      }}
    >
      <ForumRounded
        aria-hidden
        sx={{ fontSize: 44, color: 'secondary.main', flexShrink: 0, display: { xs: 'none', sm: 'block' } }}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography component="h2" sx={{ fontSize: '1.375rem', fontWeight: 700, overflowWrap: 'anywhere' }}>
          {board.title}
        </Typography>
        <Typography sx={{ fontSize: '1.0625rem', color: 'text.secondary', mb: 1, overflowWrap: 'anywhere' }}>
          {board.course_title}
        </Typography>
        <Typography sx={{ fontSize: '1.125rem', mb: 1.5, overflowWrap: 'anywhere' }}>
          {board.prompt}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            // Long chip words wrap on a phone instead of pushing the card wider than the screen.
            '& .MuiChip-root': { height: 'auto', minHeight: 32, maxWidth: '100%' },
            '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 },
          }}
        >
          <Chip label={plural(board.post_count, 'post')} sx={{ fontSize: '1rem' }} />
          {board.my_waiting_count > 0 ? (
            <Chip
              color="yellow"
              icon={<HourglassTopRounded />}
              label={`${board.my_waiting_count} waiting for your teacher`}
              sx={{ fontSize: '1rem' }}
            />
          ) : null}
          {board.closed ? <Chip icon={<LockRounded />} label="Closed" sx={{ fontSize: '1rem' }} /> : null}
        </Box>
      </Box>
      <ChevronRightRounded aria-hidden sx={{ fontSize: 36, color: 'secondary.main', flexShrink: 0 }} />
    </Paper>
  );
}
