import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../../lib/paths.ts';

/** The invitation to the self-esteem survey, shown when GET /v1/survey/status says a (re)take is due. */
export function SurveyPrompt() {
  return (
    <Paper
      component="section"
      aria-labelledby="survey-prompt-title"
      elevation={0}
      sx={{
        p: { xs: 3, md: 4 },
        mb: 3,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: 2,
      }}
    >
      <Box sx={{ flex: 1 }}>
        <Typography
          id="survey-prompt-title"
          component="h2"
          sx={{ fontSize: '1.375rem', fontWeight: 700, mb: 0.5 }}
        >
          How are you feeling about yourself lately?
        </Typography>
        <Typography sx={{ fontSize: '1.125rem' }}>Answer 10 quick questions.</Typography>
      </Box>
      <Button
        component={RouterLink}
        to={PATHS.surveys}
        variant="contained"
        size="large"
        sx={{
          bgcolor: 'yellow.main',
          color: 'yellow.contrastText',
          minHeight: 52,
          px: 3,
          '&:hover': { bgcolor: '#FFD76A' },
          '&.Mui-focusVisible, &:focus-visible': { outline: '3px solid #FFFFFF', outlineOffset: 3 },
        }}
      >
        Let's start
      </Button>
    </Paper>
  );
}
