import LockRounded from '@mui/icons-material/LockRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../../lib/format.ts';
import { visuallyHidden } from '../../../../lib/visually-hidden.ts';
import { useJournal } from '../../api.ts';

/** What the child wrote in reflection lessons: the question, their answer and the date. */
export function JournalEntries({ childId, name }: { childId: string; name: string }) {
  const journal = useJournal(childId);

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2 }}>
        <LockRounded aria-hidden fontSize="small" sx={{ color: 'purple.main', mt: 0.25 }} />
        <Typography variant="body2" color="text.secondary">
          The journal is private between {name} and you: no one else can read it, not even the course
          instructors.
        </Typography>
      </Box>
      {journal.isPending ? (
        <Box aria-busy="true">
          <Box component="span" sx={visuallyHidden}>
            Loading {name}’s journal…
          </Box>
          <Skeleton variant="rounded" height={96} sx={{ mb: 1 }} />
          <Skeleton variant="rounded" height={96} />
        </Box>
      ) : journal.isError ? (
        <Box>
          <Typography sx={{ mb: 1 }}>We could not load {name}’s journal just now.</Typography>
          <Button variant="outlined" onClick={() => journal.refetch()}>
            Try again
          </Button>
        </Box>
      ) : journal.data.length === 0 ? (
        <Typography color="text.secondary">
          {name} has not written in the journal yet. Reflection lessons ask a gentle question, and {name}’s
          answers appear here.
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {journal.data.map((entry) => (
            <Box
              component="li"
              key={entry.lesson_id}
              sx={{ p: 2, borderRadius: 3, border: 1, borderColor: 'divider', minWidth: 0 }}
            >
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {entry.course_title} · {entry.lesson_title} · {formatDate(entry.updated_at)}
              </Typography>
              <Typography component="h3" sx={{ fontWeight: 600, mt: 0.5, overflowWrap: 'anywhere' }}>
                {entry.prompt}
              </Typography>
              <Typography
                component="blockquote"
                sx={{
                  m: 0,
                  mt: 1,
                  pl: 1.5,
                  borderLeft: '4px solid',
                  borderColor: 'yellow.main',
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                }}
              >
                {entry.text}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
