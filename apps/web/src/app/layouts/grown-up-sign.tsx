import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export const GROWN_UP_SIGN = 'Your grown-up can see what you do here';

/**
 * The lasting sign on every page of a child's area that their parent can see their activity (AADC
 * standard 11, decision 042): in the sticky bar, so it stays in view; not a dialog, so it cannot be
 * closed; plain words a screen reader reads as a note.
 */
export function GrownUpSign() {
  return (
    <Box sx={{ bgcolor: '#FFF6D6', color: '#3D2E00', borderTop: 1, borderColor: 'rgba(0,0,0,0.08)' }}>
      <Container maxWidth="lg">
        <Typography
          component="p"
          role="note"
          aria-label={GROWN_UP_SIGN}
          data-testid="grown-up-sign"
          sx={{
            m: 0,
            py: 0.5,
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            fontSize: { xs: '0.875rem', sm: '0.9375rem' },
            fontWeight: 600,
            lineHeight: 1.4,
          }}
        >
          <VisibilityRounded aria-hidden="true" sx={{ fontSize: 20, flexShrink: 0 }} />
          <span>
            {GROWN_UP_SIGN}
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, fontWeight: 400 }}>
              {' '}
              — your courses, games, journal and surveys.
            </Box>
          </span>
        </Typography>
      </Container>
    </Box>
  );
}
