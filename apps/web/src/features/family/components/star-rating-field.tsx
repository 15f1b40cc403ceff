import StarRounded from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

const STAR_WORDS = ['', 'Not for us', 'So-so', 'Good', 'Very good', 'Loved it'] as const;

const starLabel = (value: number) => `${value} star${value === 1 ? '' : 's'}, ${STAR_WORDS[value] ?? ''}`;

/** 1 to 5 large stars with the word for the star under the pointer (or the chosen one). */
export function StarRatingField({
  value,
  onChange,
  showError,
}: {
  value: number | null;
  onChange: (stars: number | null) => void;
  /** "Please choose 1 to 5 stars." under the stars. */
  showError: boolean;
}) {
  const [hover, setHover] = useState(-1);
  const shown = hover !== -1 ? hover : (value ?? 0);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        Your rating (1 to 5 stars)
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Rating
          name="course-rating-stars"
          value={value}
          onChange={(_e, next) => onChange(next)}
          onChangeActive={(_e, value) => setHover(value)}
          getLabelText={starLabel}
          size="large"
          icon={<StarRounded fontSize="inherit" />}
          emptyIcon={<StarRounded fontSize="inherit" />}
          sx={{
            fontSize: '2.75rem',
            // Unfilled stars stay visible against white (3:1 for graphics, WCAG 1.4.11).
            '& .MuiRating-iconEmpty': { color: '#8A8A8A' },
            '& .MuiRating-iconFilled, & .MuiRating-iconHover': { color: '#B26A00' },
            '& .MuiRating-label': { cursor: 'pointer' },
            // MUI hides the radios; a clear ring on the star that has keyboard focus.
            '&.Mui-focusVisible .MuiRating-iconActive, & .MuiRating-labelEmptyValueActive': {
              outline: '3px solid #6A1B9A',
              outlineOffset: 2,
              borderRadius: 1,
            },
          }}
          aria-describedby={showError ? 'rating-stars-error' : undefined}
        />
        <Typography aria-hidden sx={{ minWidth: 96, fontWeight: 600 }}>
          {shown ? STAR_WORDS[shown] : ''}
        </Typography>
      </Box>
      {showError ? (
        <FormHelperText id="rating-stars-error" error sx={{ fontSize: '0.95rem' }}>
          Please choose 1 to 5 stars.
        </FormHelperText>
      ) : null}
    </Box>
  );
}
