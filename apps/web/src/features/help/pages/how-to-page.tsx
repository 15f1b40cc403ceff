import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type Feature, useIsOn } from '../../../lib/features.ts';
import { childrenGuides } from '../components/how-to/children-guides.tsx';
import type { Role } from '../components/how-to/guide-types.ts';
import { instructorsGuides } from '../components/how-to/instructors-guides.tsx';
import { parentsGuides } from '../components/how-to/parents-guides.tsx';
import { RoleGuides } from '../components/how-to/role-guides.tsx';
import { StillStuck } from '../components/how-to/still-stuck.tsx';

/** The guides of each role, for the features that are on now. */
const roles = (isOn: (f: Feature) => boolean): Role[] => [
  parentsGuides(),
  childrenGuides(),
  instructorsGuides(isOn),
];

export default function HowToPage() {
  const [tab, setTab] = useState(0);
  // Cohorts follow the session's `cohort` flag (decision 039).
  const isOn = useIsOn();
  const ROLES = roles(isOn).map((role) => ({
    ...role,
    guides: role.guides.filter((g) => !g.feature || isOn(g.feature)),
  }));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography
        component="h1"
        variant="h3"
        sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '2.6rem' } }}
      >
        How to use Youth Enrichments
      </Typography>
      <Typography sx={{ mt: 1.5, mb: 3, fontSize: '1.05rem' }}>
        Step-by-step help for parents, children and instructors. Choose who you are.
      </Typography>

      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_, value: number) => setTab(value)}
          aria-label="Guides by role"
          variant="fullWidth"
        >
          {ROLES.map((role, index) => (
            <Tab
              key={role.id}
              label={role.label}
              id={`howto-tab-${role.id}`}
              aria-controls={`howto-panel-${role.id}`}
              value={index}
              sx={{ minHeight: 56, fontWeight: 600, fontSize: '1rem', textTransform: 'none' }}
            />
          ))}
        </Tabs>
      </Box>

      {ROLES.map((role, index) => (
        <Box
          key={role.id}
          role="tabpanel"
          id={`howto-panel-${role.id}`}
          aria-labelledby={`howto-tab-${role.id}`}
          hidden={tab !== index}
          sx={{ pt: 3 }}
        >
          {tab === index && <RoleGuides role={role} />}
        </Box>
      ))}

      <StillStuck />
    </Container>
  );
}
