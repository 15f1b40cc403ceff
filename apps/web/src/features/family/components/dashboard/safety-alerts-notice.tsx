import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { toastError } from '../../../../lib/error-toast.ts';
import { useMarkAlertSeen, useUnseenAlerts } from './safety-alerts-api.ts';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
  });

/**
 * A notice at the top of the dashboard while a safety alert is unseen (decision 046): what kind of
 * words, where and when, never the words themselves, with what to do. Nothing shows without one.
 */
export function SafetyAlertsNotice() {
  const alerts = useUnseenAlerts();
  const markSeen = useMarkAlertSeen();
  // A failed look-up shows nothing here: the alert's mail already went out in the child's request,
  // and the dashboard's own sections say when the API is away.
  const results = alerts.data?.results ?? [];
  if (results.length === 0) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="safety-alerts-heading"
      variant="outlined"
      sx={{ p: { xs: 2.5, sm: 3 }, mb: 4, borderRadius: 3, borderColor: '#7BB8A1', bgcolor: '#EEF7F3' }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <FavoriteRounded aria-hidden sx={{ color: '#3E8A6E', fontSize: 36, mt: 0.5 }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography id="safety-alerts-heading" component="h2" variant="h6" sx={{ mb: 0.5 }}>
            Please check in with your child today
          </Typography>
          <Typography sx={{ mb: 2 }}>
            Our safety check noticed words that may mean your child needs you. It looks for words, not
            feelings, so it can be wrong; a calm, kind chat is still worth it. Your child was shown a gentle
            message and the Childline number (0800 1111). If you think a child is in danger now, call 999.
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {results.map((a) => (
              <Box
                component="li"
                key={a.id}
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 1.5,
                  alignItems: 'center',
                  justifyContent: 'space-between',
                }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{a.summary}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {when(a.created_at)}
                  </Typography>
                </Box>
                <Button
                  variant="outlined"
                  onClick={() => markSeen.mutate(a.id, { onError: (e) => toastError(e) })}
                  disabled={markSeen.isPending}
                  aria-label={`I have seen this: ${a.summary}`}
                >
                  I have seen this
                </Button>
              </Box>
            ))}
          </Box>
          {(alerts.data?.count ?? 0) > results.length ? (
            <Typography variant="body2" sx={{ mt: 1.5 }}>
              {`And ${(alerts.data?.count ?? 0) - results.length} more: mark these as seen to read them.`}
            </Typography>
          ) : null}
        </Box>
      </Box>
    </Paper>
  );
}
