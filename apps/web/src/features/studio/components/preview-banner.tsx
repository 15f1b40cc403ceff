import EditRounded from '@mui/icons-material/EditRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { courseContentPath } from '../../../lib/paths.ts';

export const PREVIEW_BANNER = 'Preview — nothing you do here is saved';

/** Says that this is a preview, and leads back to the editor. Stays above both the map and a lesson. */
export function PreviewBanner({ courseId }: { courseId: string }) {
  return (
    <Box
      component="aside"
      aria-label="Preview"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
        px: 2,
        py: 1,
        mb: 3,
        borderRadius: 3,
        border: 2,
        borderColor: 'yellow.main',
        bgcolor: '#FFF8E1',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <VisibilityRounded aria-hidden="true" sx={{ color: '#8A4B00' }} />
        <Typography sx={{ fontSize: '1rem', fontWeight: 600 }}>{PREVIEW_BANNER}</Typography>
      </Box>
      {courseId ? (
        <Button
          component={RouterLink}
          to={courseContentPath(courseId)}
          variant="outlined"
          color="primary"
          startIcon={<EditRounded />}
          sx={{ minHeight: 44, bgcolor: 'background.paper' }}
        >
          Back to the editor
        </Button>
      ) : null}
    </Box>
  );
}
