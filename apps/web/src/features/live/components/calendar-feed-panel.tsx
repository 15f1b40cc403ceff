import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toast } from 'react-toastify';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { useCalendarFeed, useResetCalendarFeed } from '../api.ts';

/**
 * The family's calendar feed on /webinars: a private address a calendar app subscribes to, showing
 * every webinar the parent's children are registered for; copy it, or reset it (the old one stops).
 */
export function CalendarFeedPanel() {
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const confirm = useConfirm();

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('The calendar link is copied. Add it in your calendar app as a subscription.');
    } catch {
      toast.error('We could not copy the link. Please select it and copy it yourself.');
    }
  };

  const onReset = async () => {
    const ok = await confirm({
      title: 'Reset the calendar link?',
      message:
        'Calendars that use the old link stop getting your webinars. You will need to add the new link to your calendar app.',
      confirmText: 'Yes, reset the link',
      cancelText: 'Keep the link',
    });
    if (!ok) return;
    try {
      await reset.mutateAsync();
      toast.success('Your calendar link is new. The old one no longer works.');
    } catch {
      // The query client shows the API's words as a toast.
    }
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="calendar-feed"
      sx={{ p: 2, borderRadius: 3 }}
    >
      <Typography id="calendar-feed" component="h2" variant="h6">
        Your family calendar
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Subscribe to this link in your calendar app to see every webinar your children are registered for,
        kept up to date. Keep it private: anyone with the link can see these sessions.
      </Typography>
      {feed.isPending ? (
        <Typography>Getting your calendar link…</Typography>
      ) : feed.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => feed.refetch()}>
              Try again
            </Button>
          }
        >
          We could not get your calendar link. Please try again.
        </Alert>
      ) : (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            label="Calendar link"
            value={feed.data.url}
            size="small"
            slotProps={{ input: { readOnly: true } }}
            onFocus={(e) => e.target.select()}
            sx={{ flex: '1 1 280px', minWidth: 0 }}
          />
          <Button
            variant="contained"
            startIcon={<ContentCopyRounded />}
            onClick={() => void copy(feed.data.url)}
          >
            Copy calendar link
          </Button>
          <Button variant="outlined" color="error" disabled={reset.isPending} onClick={() => void onReset()}>
            Reset link
          </Button>
        </Box>
      )}
    </Paper>
  );
}
