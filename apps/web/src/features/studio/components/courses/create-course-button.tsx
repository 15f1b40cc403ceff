import AddRounded from '@mui/icons-material/AddRounded';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../../lib/paths.ts';

export function CreateCourseButton() {
  return (
    <Button
      component={RouterLink}
      to={PATHS.courseForm}
      variant="contained"
      size="large"
      startIcon={<AddRounded />}
    >
      Create course
    </Button>
  );
}
