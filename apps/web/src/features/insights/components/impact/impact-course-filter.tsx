import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { CourseImpact } from '@ye/contracts/insights';
import { ALL } from './impact-selection.ts';

/** All courses, or one of them. */
export function ImpactCourseFilter({
  courses,
  courseId,
  onChange,
}: {
  courses: readonly CourseImpact[];
  courseId: string;
  onChange: (courseId: string) => void;
}) {
  return (
    <TextField
      select
      label="Course"
      value={courseId}
      onChange={(e) => onChange(e.target.value)}
      sx={{ maxWidth: 420, width: '100%' }}
    >
      <MenuItem value={ALL}>All courses ({courses.length})</MenuItem>
      {courses.map((r) => (
        <MenuItem key={r.course_id} value={r.course_id}>
          {r.course_title}
        </MenuItem>
      ))}
    </TextField>
  );
}
