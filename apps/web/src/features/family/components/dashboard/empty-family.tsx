import AddRounded from '@mui/icons-material/AddRounded';
import FamilyRestroomRounded from '@mui/icons-material/FamilyRestroomRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const STEPS = [
  { title: 'Add your child', text: 'Choose a username, a password and an avatar they will love.' },
  {
    title: 'They sign in',
    text: 'Your child signs in at the student login with that username. No email needed.',
  },
  { title: 'Follow their growth', text: 'Their courses, time on the platform and self-esteem appear here.' },
] as const;

/** The dashboard of a parent without children yet: what happens next, and one button to start. */
export function EmptyFamily({ onAdd }: { onAdd: () => void }) {
  return (
    <Paper
      component="section"
      aria-labelledby="empty-family-heading"
      variant="outlined"
      sx={{ p: { xs: 3, sm: 5 }, borderRadius: 4, textAlign: 'center', maxWidth: 760, mx: 'auto' }}
    >
      <Box
        aria-hidden
        sx={{
          width: 112,
          height: 112,
          mx: 'auto',
          mb: 2,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: '#FFF3CF',
          color: 'purple.main',
        }}
      >
        <FamilyRestroomRounded sx={{ fontSize: 64 }} />
      </Box>
      <Typography id="empty-family-heading" component="h2" variant="h3" sx={{ mb: 1 }}>
        Let’s add your first child
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 520, mx: 'auto' }}>
        It takes about a minute. Here is what happens:
      </Typography>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mb: 4,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
          textAlign: 'left',
        }}
      >
        {STEPS.map((step, i) => (
          <Box component="li" key={step.title} sx={{ display: 'flex', gap: 1.5 }}>
            <Box
              aria-hidden
              sx={{
                flex: '0 0 32px',
                height: 32,
                borderRadius: '50%',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 700,
              }}
            >
              {i + 1}
            </Box>
            <Box>
              <Typography component="h3" variant="h6">
                {step.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {step.text}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
      <Button variant="contained" size="large" startIcon={<AddRounded />} onClick={onAdd}>
        Add your first child
      </Button>
    </Paper>
  );
}
