import PsychologyAltRounded from '@mui/icons-material/PsychologyAltRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { toastError } from '../../../../lib/error-toast.ts';
import { childDashboardPath, PATHS } from '../../../../lib/paths.ts';
import { useAssignFirstCourse, useFlowChild, useFlowCourses } from '../../api.ts';
import { FlowActions } from './flow-actions.tsx';

/**
 * Step 3: the child's first step. Either a first course for their age (assigned now), or the
 * self-esteem check-in first: a new child's home already opens with it (the survey is due until it is
 * taken), so that choice stores nothing and says where the child finds it.
 */
export function FirstStep({ childId, onBack }: { childId: string; onBack: () => void }) {
  const navigate = useNavigate();
  const child = useFlowChild(childId);
  const age = child.data?.age ?? null;
  const courses = useFlowCourses(age, child.isSuccess);
  const assign = useAssignFirstCourse();
  const name = child.data?.name ?? 'your child';

  const pick = (courseId: string, title: string) =>
    assign.mutate(
      { courseId, childId },
      {
        onSuccess: () => {
          toast.success(`${title} is ${name}’s first course.`);
          navigate(childDashboardPath(childId));
        },
        onError: (e) => toastError(e),
      },
    );

  if (child.isError) {
    return (
      <Box role="alert">
        <Typography sx={{ mb: 2 }}>We could not load your child just now.</Typography>
        <Button variant="outlined" onClick={() => child.refetch()}>
          Try again
        </Button>
      </Box>
    );
  }

  return (
    <Box>
      <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
        {child.data ? `${name}’s first step` : <Skeleton width={220} />}
      </Typography>
      <Typography sx={{ mb: 2 }}>Choose how {name} starts. You can change it any time.</Typography>
      <Stack spacing={2}>
        <Paper component="section" variant="outlined" aria-labelledby="first-course-heading" sx={{ p: 2 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
            <SchoolRounded color="primary" aria-hidden />
            <Typography id="first-course-heading" component="h3" variant="subtitle1">
              Start with a course
            </Typography>
          </Box>
          {courses.isPending ? (
            <Box aria-busy="true">
              <Skeleton height={40} />
              <Skeleton height={40} />
            </Box>
          ) : courses.isError ? (
            <Box>
              <Typography sx={{ mb: 1 }}>We could not load the courses just now.</Typography>
              <Button variant="outlined" onClick={() => courses.refetch()}>
                Try again
              </Button>
            </Box>
          ) : courses.data.results.length === 0 ? (
            <Typography>
              There is no course for {name}’s age yet. The catalogue gets new ones often:{' '}
              <Button variant="text" onClick={() => navigate(PATHS.courses)}>
                see all courses
              </Button>
            </Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {courses.data.results.map((c) => (
                <Box
                  component="li"
                  key={c.id}
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: 1,
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    py: 1,
                    borderTop: 1,
                    borderColor: 'divider',
                  }}
                >
                  <Box sx={{ minWidth: 0, flex: '1 1 200px' }}>
                    <Typography sx={{ fontWeight: 600 }}>{c.title}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      Ages {c.age_min}–{c.age_max} · {c.lesson_count} lessons
                    </Typography>
                  </Box>
                  <Button
                    variant="contained"
                    onClick={() => pick(c.id, c.title)}
                    disabled={assign.isPending}
                    aria-label={`Start with this: ${c.title}`}
                  >
                    Start with this
                  </Button>
                </Box>
              ))}
            </Box>
          )}
        </Paper>
        <Paper component="section" variant="outlined" aria-labelledby="first-survey-heading" sx={{ p: 2 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
            <PsychologyAltRounded color="primary" aria-hidden />
            <Typography id="first-survey-heading" component="h3" variant="subtitle1">
              Start with the self-esteem check-in
            </Typography>
          </Box>
          <Typography sx={{ mb: 1.5 }}>
            Ten short questions about how {name} feels about themselves. Their home page asks them first when
            they sign in{child.data ? ` at /student/login as “${child.data.username}”` : ''}, and you see the
            results on {name}’s page.
          </Typography>
          <Button
            variant="outlined"
            onClick={() => {
              toast.info(`${name}’s home asks the check-in questions first.`);
              navigate(childDashboardPath(childId));
            }}
          >
            Start with the check-in
          </Button>
        </Paper>
      </Stack>
      <FlowActions onBack={onBack} />
    </Box>
  );
}
