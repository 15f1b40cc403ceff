import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { FinishButton, type LessonViewProps, Paragraphs, readingSx } from './lesson-parts.tsx';
import { captionsUrlFor, vttTranscript } from './lesson-text.ts';

/** A video with its captions, and below it what it says (the captions, else the lesson text). */
export function VideoLesson({ content, onDone, busy }: LessonViewProps) {
  const captionsUrl = captionsUrlFor(content.video_url);
  // The captions file is optional: look for it, and use it for the <track> and the transcript.
  const captions = useQuery({
    queryKey: ['student', 'captions', captionsUrl] as const,
    enabled: captionsUrl !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { skipErrorToast: true },
    queryFn: async ({ signal }) => {
      const res = await fetch(captionsUrl as string, { signal, credentials: 'same-origin' });
      if (!res.ok) return null;
      return vttTranscript(await res.text());
    },
  });
  const cues = captions.data ?? null;

  return (
    <Box>
      {content.video_url ? (
        <Box
          component="video"
          controls
          preload="metadata"
          crossOrigin="anonymous"
          src={content.video_url}
          aria-label={`Video: ${content.title}`}
          sx={{
            width: '100%',
            maxWidth: 800,
            display: 'block',
            borderRadius: '16px',
            bgcolor: '#000',
            aspectRatio: '16 / 9',
          }}
        >
          {cues && captionsUrl ? (
            <track kind="captions" src={captionsUrl} srcLang="en" label="English" default />
          ) : null}
        </Box>
      ) : (
        <Alert severity="info" sx={{ fontSize: '1.0625rem' }}>
          This video is not ready yet. You can read what it is about below.
        </Alert>
      )}
      <Box component="section" aria-labelledby="transcript-heading" sx={{ mt: 4, ...readingSx }}>
        <Typography
          id="transcript-heading"
          component="h2"
          sx={{ fontSize: '1.375rem', fontWeight: 700, mb: 1.5 }}
        >
          {cues && cues.length > 0 ? 'What the video says' : 'About this video'}
        </Typography>
        {cues && cues.length > 0 ? (
          cues.map((cue, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: cues are positional
            <Typography component="p" key={i}>
              {cue}
            </Typography>
          ))
        ) : (
          <Paragraphs text={content.body} />
        )}
      </Box>
      <FinishButton onClick={onDone} busy={busy}>
        I watched it
      </FinishButton>
    </Box>
  );
}
