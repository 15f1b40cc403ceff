import AddRounded from '@mui/icons-material/AddRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ChildSummary } from '@ye/contracts/family';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../../lib/paths.ts';
import { useEnrolInCourse, useMyChildren } from '../../api.ts';

function ChildRow({
  child,
  enrolled,
  onToggle,
}: {
  child: ChildSummary;
  enrolled: boolean;
  onToggle: () => void;
}) {
  const stateId = `assign-state-${child.child_id}`;
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}>
      <Avatar
        src={child.child_avatar ?? undefined}
        alt=""
        sx={{
          width: 44,
          height: 44,
          bgcolor: child.child_avatar ? 'transparent' : 'purple.main',
          fontWeight: 700,
        }}
      >
        {child.child_name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{child.child_name}</Typography>
        <Typography
          id={stateId}
          sx={{
            fontSize: '0.875rem',
            color: enrolled ? 'primary.main' : 'text.secondary',
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
          }}
        >
          {enrolled ? <CheckCircleRounded aria-hidden sx={{ fontSize: 16 }} /> : null}
          {enrolled ? 'Assigned' : 'Not assigned'}
        </Typography>
      </Box>
      <Switch
        checked={enrolled}
        onChange={onToggle}
        slotProps={{
          input: {
            'aria-label': `Assign to ${child.child_name}`,
            'aria-describedby': stateId,
          },
        }}
        sx={{
          flexShrink: 0,
          // The off track dark enough to see (3:1 against the card), the on track in the brand green.
          '& .MuiSwitch-track': { opacity: 1, bgcolor: 'grey.500' },
          '& .MuiSwitch-switchBase.Mui-checked + .MuiSwitch-track': { opacity: 1, bgcolor: 'primary.light' },
          '& .MuiSwitch-switchBase.Mui-checked .MuiSwitch-thumb': { bgcolor: 'primary.main' },
        }}
      />
    </Box>
  );
}

/**
 * "Assign to my child" for a parent: one switch per child. On means the course is on that child's
 * list; switching it off takes it off. Each change shows at once and is undone if the
 * server refuses it.
 */
export function EnrolPanel({ courseId, enrolledIds }: { courseId: string; enrolledIds: readonly string[] }) {
  const children = useMyChildren(true);
  const enrolment = useEnrolInCourse();

  return (
    <Paper
      component="section"
      aria-labelledby="assign-heading"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4 }}
    >
      <Typography id="assign-heading" component="h2" variant="h4" sx={{ mb: 0.5 }}>
        Assign to my child
      </Typography>
      {children.isPending ? (
        <Box aria-busy="true">
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Box>
      ) : children.isError ? (
        <Box>
          <Typography sx={{ mb: 1 }}>We could not load your children just now.</Typography>
          <Button variant="outlined" onClick={() => children.refetch()}>
            Try again
          </Button>
        </Box>
      ) : children.data.length === 0 ? (
        <Box>
          <Typography sx={{ mb: 2 }}>
            Add your child first, then come back to give them this course.
          </Typography>
          <Button component={RouterLink} to={PATHS.dashboard} variant="contained" startIcon={<AddRounded />}>
            Add a child on your dashboard
          </Button>
        </Box>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 1, fontSize: '0.9375rem' }}>
            Assigned courses appear on your child’s home page.
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {children.data.map((child) => {
              const enrolled = enrolledIds.includes(child.child_id);
              return (
                <ChildRow
                  key={child.child_id}
                  child={child}
                  enrolled={enrolled}
                  onToggle={() => enrolment.mutate({ courseId, child, enrol: !enrolled })}
                />
              );
            })}
          </Box>
        </>
      )}
    </Paper>
  );
}
