import LockRounded from '@mui/icons-material/LockRounded';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { UnitWords } from '@ye/contracts/catalog';
import { Link as RouterLink } from 'react-router';
import { coursePath } from '../../../../lib/paths.ts';

/** A lesson the child cannot open yet: kind words and the way back to the map. */
export function LockedLesson({ courseId, words }: { courseId: string; words: UnitWords }) {
  return (
    <Paper
      elevation={0}
      sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', border: 3, borderColor: 'grey.200' }}
    >
      <LockRounded aria-hidden="true" sx={{ fontSize: 64, color: 'secondary.main' }} />
      <Typography component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, fontWeight: 700, my: 1 }}>
        This {words.lesson} is still locked
      </Typography>
      <Typography sx={{ fontSize: '1.25rem', mb: 3 }}>
        Finish the {words.lessons} before it to open it. You are doing great!
      </Typography>
      <Button
        component={RouterLink}
        to={coursePath(courseId)}
        variant="contained"
        color="secondary"
        size="large"
      >
        Back to map
      </Button>
    </Paper>
  );
}
