import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { StudioCourse } from '@ye/contracts/studio';

/** The Assigned work heading with its course filter (a course no longer published shows as all). */
export function AssignedHeader({
  courses,
  courseId,
  onCourse,
}: {
  courses: StudioCourse[];
  courseId: string;
  onCourse: (courseId: string) => void;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        mb: 2,
      }}
    >
      <Typography id="assigned-heading" component="h2" variant="h5" sx={{ fontSize: '1.25rem' }}>
        Assigned work
      </Typography>
      <TextField
        select
        size="small"
        label="Filter by course"
        value={courses.some((c) => c.id === courseId) ? courseId : ''}
        onChange={(e) => onCourse(e.target.value)}
        sx={{ minWidth: 220, maxWidth: '100%' }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">All courses</MenuItem>
        {courses.map((c) => (
          <MenuItem key={c.id} value={c.id} sx={{ whiteSpace: 'normal' }}>
            {c.title}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
