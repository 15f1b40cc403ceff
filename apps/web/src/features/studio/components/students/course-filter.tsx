import TextField from '@mui/material/TextField';
import type { StudioCourse } from '@ye/contracts/studio';

type StudentCourseChoice = Pick<StudioCourse, 'id' | 'title' | 'status'>;

/** Narrows the list to one course; drafts say so. */
export function CourseFilter({
  courses,
  value,
  onChange,
}: {
  courses: StudentCourseChoice[];
  value: string;
  onChange: (courseId: string) => void;
}) {
  return (
    <TextField
      select
      label="Course"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: { xs: '100%', sm: 260 }, maxWidth: { sm: 360 } }}
    >
      <option value="">All courses</option>
      {courses.map((c) => (
        <option key={c.id} value={c.id}>
          {c.status === 'draft' ? `${c.title} (draft)` : c.title}
        </option>
      ))}
      {/* A course from the URL that is not in the list (yet) stays selectable. */}
      {value && !courses.some((c) => c.id === value) ? <option value={value}>This course</option> : null}
    </TextField>
  );
}
