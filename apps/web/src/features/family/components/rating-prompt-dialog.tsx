import CloseRounded from '@mui/icons-material/CloseRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { RatingPrompt } from '@ye/contracts/learning';
import { type FormEvent, useState } from 'react';
import { toast } from 'react-toastify';
import { useDismissRatingPrompt, useRateCourse, useRatingPrompts } from '../api.ts';

const COMMENT_MAX = 1000;
const STAR_WORDS = ['', 'Not for us', 'So-so', 'Good', 'Very good', 'Loved it'] as const;

const starLabel = (value: number) => `${value} star${value === 1 ? '' : 's'}, ${STAR_WORDS[value] ?? ''}`;

/**
 * After a child completes a course, asks the parent once: "How was {course} for {child}?" One prompt at
 * a time, oldest first; Send stores the rating, "Not now" dismisses it for good, Escape only hides it
 * until the next visit. With `childId`, only that child's prompts (the parent's view of one child).
 */
export function RatingPromptDialog({ childId }: { childId?: string }) {
  const prompts = useRatingPrompts();
  // Spec client state: childCompletedCourses (waiting for a rating), ratingPendingCourse (the one asked
  // about now) and showParentRatingModal.
  const childCompletedCourses = (prompts.data?.pending ?? []).filter(
    (p) => !childId || p.child_id === childId,
  );
  const ratingPendingCourse = childCompletedCourses[0];
  const [hiddenForVisit, setHiddenForVisit] = useState(false);
  const showParentRatingModal = Boolean(ratingPendingCourse) && !hiddenForVisit;

  if (!ratingPendingCourse) return null;
  return (
    <Dialog
      open={showParentRatingModal}
      onClose={() => setHiddenForVisit(true)}
      aria-labelledby="rating-dialog-title"
      maxWidth="sm"
      fullWidth
    >
      {/* A new key per prompt: the stars and comment start empty for the next course. */}
      <RatingForm
        key={`${ratingPendingCourse.child_id}:${ratingPendingCourse.course_id}`}
        prompt={ratingPendingCourse}
        remaining={childCompletedCourses.length - 1}
        onClose={() => setHiddenForVisit(true)}
      />
    </Dialog>
  );
}

function RatingForm({
  prompt,
  remaining,
  onClose,
}: {
  prompt: RatingPrompt;
  remaining: number;
  onClose: () => void;
}) {
  const [stars, setStars] = useState<number | null>(null);
  const [hover, setHover] = useState(-1);
  const [comment, setComment] = useState('');
  const [starsError, setStarsError] = useState(false);
  const rate = useRateCourse();
  const dismiss = useDismissRatingPrompt();
  const busy = rate.isPending || dismiss.isPending;
  const ids = { child_id: prompt.child_id, course_id: prompt.course_id };
  const tooLong = comment.length > COMMENT_MAX;

  const onSend = (event: FormEvent) => {
    event.preventDefault();
    if (!stars) {
      setStarsError(true);
      return;
    }
    if (tooLong) return;
    const text = comment.trim();
    rate.mutate(
      { ...ids, stars, comment: text ? text : null },
      {
        onSuccess: () =>
          toast.success(`Thank you! Your rating of ${prompt.course_title} helps other parents choose.`),
      },
    );
  };

  const shown = hover !== -1 ? hover : (stars ?? 0);
  return (
    <Box component="form" noValidate onSubmit={onSend}>
      <DialogTitle id="rating-dialog-title" sx={{ fontWeight: 700, pr: 7 }}>
        How was {prompt.course_title} for {prompt.child_name}?
        <IconButton
          aria-label="Close, ask me later"
          onClick={onClose}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {prompt.child_name} finished this course. Your stars help other parents choose, and help us make
          courses better.
        </Typography>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
          <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
            Your rating (1 to 5 stars)
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
            <Rating
              name="course-rating-stars"
              value={stars}
              onChange={(_e, value) => {
                setStars(value);
                if (value) setStarsError(false);
              }}
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
              aria-describedby={starsError ? 'rating-stars-error' : undefined}
            />
            <Typography aria-hidden sx={{ minWidth: 96, fontWeight: 600 }}>
              {shown ? STAR_WORDS[shown] : ''}
            </Typography>
          </Box>
          {starsError ? (
            <FormHelperText id="rating-stars-error" error sx={{ fontSize: '0.95rem' }}>
              Please choose 1 to 5 stars.
            </FormHelperText>
          ) : null}
        </Box>
        <TextField
          label="A comment (optional)"
          multiline
          minRows={3}
          fullWidth
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          error={tooLong}
          helperText={
            tooLong
              ? `The comment must be at most ${COMMENT_MAX} characters long.`
              : 'What did your child enjoy? What could be better?'
          }
        />
        {remaining > 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {remaining === 1
              ? 'One more finished course is waiting for your rating.'
              : `${remaining} more finished courses are waiting for your rating.`}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          color="inherit"
          disabled={busy}
          loading={dismiss.isPending}
          onClick={() => dismiss.mutate(ids)}
        >
          Not now
        </Button>
        <Button type="submit" variant="contained" disabled={busy} loading={rate.isPending}>
          Send
        </Button>
      </DialogActions>
    </Box>
  );
}
