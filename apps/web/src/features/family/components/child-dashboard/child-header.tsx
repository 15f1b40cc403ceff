import EditRounded from '@mui/icons-material/EditRounded';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ChildProfile } from '@ye/contracts/family';
import { Link as RouterLink } from 'react-router';
import { plural } from '../../../../lib/format.ts';
import { PATHS } from '../../../../lib/paths.ts';
import { ChildAvatar } from '../child-avatar.tsx';

/** The child's avatar, name (the page's h1), age and username, with Certificates and Edit profile. */
export function ChildHeader({ child, onEdit }: { child: ChildProfile; onEdit: () => void }) {
  return (
    <Box component="header" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 4 }}>
      <ChildAvatar name={child.name} src={child.avatar_url} size={88} />
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography
          component="h1"
          variant="h1"
          sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.75rem', sm: '2.25rem' } }}
        >
          {child.name}
        </Typography>
        <Typography color="text.secondary">
          {child.age === null
            ? `@${child.username}`
            : `${plural(child.age, 'year')} old · @${child.username}`}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          component={RouterLink}
          to={PATHS.certificates}
          variant="outlined"
          startIcon={<EmojiEventsRounded />}
        >
          Certificates
        </Button>
        <Button variant="outlined" startIcon={<EditRounded />} onClick={onEdit}>
          Edit profile
        </Button>
      </Box>
    </Box>
  );
}
