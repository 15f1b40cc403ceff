import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ChildProfile } from '@ye/contracts/family';
import { formatDate } from '../../../../lib/format.ts';
import { ChildSection } from './child-section.tsx';

/** The parent's own copy of the child's data, and deleting the child. */
export function DataSection({
  child,
  downloading,
  deleting,
  onDownload,
  onDelete,
}: {
  child: ChildProfile;
  downloading: boolean;
  deleting: boolean;
  onDownload: () => void;
  onDelete: () => void;
}) {
  const name = child.name;
  return (
    <ChildSection id="data-heading" title="Your child’s data">
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        Everything we hold about {name} belongs to you. Download it as one readable file, or delete {name}’s
        account and all of its data. {name} joined on {formatDate(child.date_joined)}.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button
          variant="outlined"
          startIcon={<DownloadRounded />}
          onClick={onDownload}
          loading={downloading}
          loadingPosition="start"
        >
          Download data
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteOutlineRounded />}
          onClick={onDelete}
          loading={deleting}
          loadingPosition="start"
        >
          Delete child
        </Button>
      </Box>
    </ChildSection>
  );
}
