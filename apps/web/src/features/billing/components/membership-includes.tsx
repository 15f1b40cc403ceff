import CheckRounded from '@mui/icons-material/CheckRounded';
import LockOpenRounded from '@mui/icons-material/LockOpenRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FREE_ITEMS, MEMBERSHIP_ITEMS } from '../words.ts';

function Column({
  id,
  title,
  intro,
  items,
  icon,
}: {
  id: string;
  title: string;
  intro: string;
  items: readonly string[];
  icon: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h3" variant="h6" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {intro}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {items.map((item) => (
          <Box component="li" key={item} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            {icon}
            <Typography component="span">{item}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** What the membership opens and what every family has for free (decision 027), side by side. */
export function MembershipIncludes() {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="includes-title"
      sx={{ p: { xs: 2.5, sm: 4 } }}
    >
      <Typography id="includes-title" component="h2" variant="h5" sx={{ mb: 2.5 }}>
        What the membership includes, and what is free
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 3 }}>
        <Column
          id="includes-membership"
          title="With the membership"
          intro="For every child in your family."
          items={MEMBERSHIP_ITEMS}
          icon={<LockOpenRounded aria-hidden color="primary" fontSize="small" sx={{ mt: 0.25 }} />}
        />
        <Column
          id="includes-free"
          title="Free for every family"
          intro="With or without a membership."
          items={FREE_ITEMS}
          icon={<CheckRounded aria-hidden color="primary" fontSize="small" sx={{ mt: 0.25 }} />}
        />
      </Box>
    </Paper>
  );
}
