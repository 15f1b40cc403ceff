import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { RatingPrompt } from '@ye/contracts/learning';
import { type FormEvent, useState } from 'react';
import { toast } from 'react-toastify';
import { useDismissRatingPrompt, useRateCourse, useRatingPrompts } from '../api.ts';
import { StarRatingField } from './star-rating-field.tsx';

const COMMENT_MAX = 1000;

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
        <StarRatingField
          value={stars}
          onChange={(value) => {
            setStars(value);
            if (value) setStarsError(false);
          }}
          showError={starsError}
        />
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
