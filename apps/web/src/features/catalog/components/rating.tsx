import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { formatRating, ratingLabel } from '../format.ts';

/** Stars and '4.5 (12)', or 'No ratings yet'. Read aloud as 'Rated 4.5 out of 5 by 12 parents'. */
export function CourseRating({
  average,
  count,
  size = 'small',
}: {
  average: number | null;
  count: number;
  size?: 'small' | 'medium';
}) {
  if (average === null || count === 0)
    return (
      <Typography component="span" color="text.secondary" sx={{ fontSize: '0.875rem' }}>
        No ratings yet
      </Typography>
    );
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Rating
        value={average}
        precision={0.5}
        readOnly
        size={size}
        aria-hidden
        sx={{ color: '#B35C00', '& .MuiRating-iconEmpty': { color: '#8A8D88' } }}
      />
      <Typography
        component="span"
        aria-hidden
        sx={{ fontSize: size === 'small' ? '0.875rem' : '1rem', fontWeight: 600 }}
      >
        {formatRating(average, count)}
      </Typography>
      <Box component="span" sx={visuallyHidden}>
        {ratingLabel(average, count)}
      </Box>
    </Box>
  );
}
