import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Role } from './guide-types.ts';

/** One role's intro and its guides, each a numbered list of steps. */
export function RoleGuides({ role }: { role: Role }) {
  return (
    <>
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700, fontSize: '1.5rem' }}>
        For {role.label.toLowerCase()}
      </Typography>
      <Typography sx={{ mt: 1, mb: 1 }}>{role.intro}</Typography>
      {role.guides.map((guide) => (
        <Box component="section" key={guide.title} sx={{ mt: 4 }}>
          <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
            {guide.title}
          </Typography>
          <Box
            component="ol"
            sx={{ m: 0, pl: 3, '& li': { lineHeight: 1.7, fontSize: '1.02rem', mt: 0.75 } }}
          >
            {guide.steps.map((step, stepIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: steps are a fixed, ordered list
              <li key={stepIndex}>{step}</li>
            ))}
          </Box>
        </Box>
      ))}
    </>
  );
}
