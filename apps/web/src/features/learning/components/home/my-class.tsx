import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyClassList } from '@ye/contracts/cohorts';
import { Link as RouterLink } from 'react-router';
import { api } from '../../../../lib/api-client.ts';
import { useFlags } from '../../../../lib/flags.ts';
import { coursePath } from '../../../../lib/paths.ts';
import { SectionHeading } from '../section-heading.tsx';

/** The child's classes; asked only while the cohort flag is on. The home page waits for it too. */
export const myClassQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: ['learning', 'my-class'] as const,
    queryFn: ({ signal }) => api.get<MyClassList>('/v1/router/user/my-class', { signal }),
    enabled,
    // A class that cannot be read is simply not shown: the rest of the home works.
    meta: { skipErrorToast: true },
  });

/**
 * "My class" on the child's home (decision 034): the classes the child is in, with their teacher and
 * courses. Only while the cohort flag is on; nothing at all when the child is in no class. A child
 * never reads the word "cohort".
 */
export function MyClass() {
  const { cohortFeatureFlagEnabled } = useFlags();
  const classes = useQuery(myClassQueryOptions(cohortFeatureFlagEnabled));
  const list = classes.data?.results ?? [];
  if (!cohortFeatureFlagEnabled || list.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="my-class-heading" sx={{ mt: 5, mb: 5 }}>
      <SectionHeading id="my-class-heading">My class</SectionHeading>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {list.map((c) => (
          <Paper
            key={c.id}
            elevation={0}
            sx={{ p: { xs: 2.5, md: 3 }, border: 3, borderColor: 'secondary.light', borderRadius: 4 }}
          >
            <Typography
              component="h3"
              sx={{ fontSize: '1.375rem', fontWeight: 700, overflowWrap: 'anywhere' }}
            >
              {c.name}
            </Typography>
            {c.teacher ? (
              <Typography sx={{ fontSize: '1.125rem', mb: 1.5 }}>Your teacher: {c.teacher}</Typography>
            ) : null}
            {c.courses.length === 0 ? (
              <Typography sx={{ fontSize: '1.125rem' }}>
                Your teacher will add your class’s courses soon.
              </Typography>
            ) : (
              <Box
                component="ul"
                aria-label={`Courses of ${c.name}`}
                sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
              >
                {c.courses.map((course) => (
                  <li key={course.id}>
                    <Button
                      component={RouterLink}
                      to={coursePath(course.id)}
                      variant="outlined"
                      color="secondary"
                      size="large"
                      sx={{ borderRadius: 3, borderWidth: 2, fontSize: '1.0625rem', textTransform: 'none' }}
                    >
                      {course.title}
                    </Button>
                  </li>
                ))}
              </Box>
            )}
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
