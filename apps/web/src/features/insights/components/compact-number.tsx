import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { compactCount } from '../../../lib/format.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';

const exact = new Intl.NumberFormat('en-US');

/**
 * A count shown as 1.2k / 3.4M. Screen readers hear the exact number; sighted users see it in a
 * tooltip on hover or keyboard focus (only when the short form hides digits).
 */
export function CompactNumber({ value }: { value: number }) {
  const short = compactCount(value);
  const full = exact.format(value);
  if (short === full) return <>{full}</>;
  return (
    <Tooltip title={full}>
      <Box component="span" tabIndex={0} sx={{ borderRadius: 1 }}>
        <span aria-hidden="true">{short}</span>
        <Box component="span" sx={visuallyHidden}>
          {full}
        </Box>
      </Box>
    </Tooltip>
  );
}
