import EventRounded from '@mui/icons-material/EventRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Library } from '@ye/contracts/learning';
import { formatDate } from '../../../../lib/format.ts';
import { SectionHeading } from '../section-heading.tsx';

/** The webinars the child joined. */
export function Webinars({ webinars }: { webinars: Library['webinars'] }) {
  return (
    <Box component="section" aria-labelledby="webinars-heading">
      <SectionHeading id="webinars-heading">My webinars</SectionHeading>
      {webinars.length === 0 ? (
        <Typography sx={{ fontSize: '1.125rem', color: 'text.secondary' }}>
          Webinars you join will appear here.
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {webinars.map((w) => (
            <Paper
              component="li"
              key={w.id}
              elevation={0}
              sx={{ p: 2, border: 2, borderColor: 'grey.200', display: 'flex', gap: 2, alignItems: 'center' }}
            >
              <EventRounded aria-hidden="true" sx={{ fontSize: 40, color: 'secondary.main' }} />
              <Box sx={{ minWidth: 0 }}>
                <Typography component="h3" sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
                  {w.title}
                </Typography>
                <Typography sx={{ fontSize: '1rem' }}>{formatDate(w.starts_at)}</Typography>
              </Box>
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
}
