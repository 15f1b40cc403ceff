import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Survey } from '@ye/contracts/survey';

/** Where the questions come from, folded away under the survey. */
export function AboutTheseQuestions({ survey }: { survey: Survey }) {
  return (
    <Box
      component="details"
      sx={{
        mt: 3,
        color: 'text.secondary',
        fontSize: '0.9375rem',
        '& summary': { cursor: 'pointer', fontWeight: 600, py: 1, minHeight: 24 },
        '& summary:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', borderRadius: 1 },
      }}
    >
      <summary>About these questions</summary>
      <Typography variant="body2" sx={{ mt: 1 }}>
        These ten sentences come from a well-known questionnaire about how people feel about themselves,
        written in simpler words for children. Your answers help your grown-up see how you are growing. There
        are no right or wrong answers.
      </Typography>
      <Typography variant="body2" component="p" sx={{ mt: 1 }}>
        {survey.citation || 'Rosenberg, M. (1965). Society and the adolescent self-image.'}
      </Typography>
    </Box>
  );
}
