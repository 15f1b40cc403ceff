import VideoLibraryRounded from '@mui/icons-material/VideoLibraryRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DEFAULT_MAX_VIDEO_BYTES, formatByteLimit, validateVideo } from '@ye/contracts/studio';
import { useId, useState } from 'react';
import { UploadField } from '../../../components/upload-field.tsx';
import { EarlierVideos } from './earlier-videos.tsx';

const VIDEO_ACCEPT = '.mp4,.webm,video/mp4,video/webm';
const validate = (file: File) => validateVideo(file, DEFAULT_MAX_VIDEO_BYTES);

/**
 * A lesson's video: upload an MP4 or WebM (progress, cancel, retry: UploadField), or use one of the
 * instructor's earlier uploads (GET /v1/instructor/course/content/list/video).
 */
export function LessonVideoField({
  value,
  onChange,
  courseId,
}: {
  value: string | null;
  onChange: (fileUrl: string | null) => void;
  courseId: string;
}) {
  const listId = useId();
  const [showEarlier, setShowEarlier] = useState(false);
  const [picked, setPicked] = useState('');
  return (
    <Box>
      <UploadField
        label="Video"
        purpose="video"
        accept={VIDEO_ACCEPT}
        validate={validate}
        value={value}
        onChange={(url) => {
          setPicked('');
          onChange(url);
        }}
        courseId={courseId}
        hint={`MP4 or WebM, at most ${formatByteLimit(DEFAULT_MAX_VIDEO_BYTES)}.`}
        renderPreview={(url) => (
          <Box
            component="video"
            src={url}
            controls
            preload="metadata"
            aria-label="The lesson video"
            sx={{
              width: { xs: '100%', sm: 280 },
              aspectRatio: '16 / 9',
              borderRadius: 2,
              bgcolor: 'common.black',
              display: 'block',
            }}
          />
        )}
      />
      <Box sx={{ mt: 1.5 }}>
        <Button
          startIcon={<VideoLibraryRounded aria-hidden />}
          aria-expanded={showEarlier}
          aria-controls={showEarlier ? listId : undefined}
          onClick={() => setShowEarlier((v) => !v)}
        >
          {showEarlier ? 'Hide your earlier videos' : 'Use one of your earlier videos'}
        </Button>
        {showEarlier ? (
          <EarlierVideos
            id={listId}
            value={value}
            onPick={(url, filename) => {
              setPicked(`${filename} is now this lesson’s video.`);
              onChange(url);
            }}
          />
        ) : null}
        <Typography role="status" variant="body2" sx={{ mt: picked ? 1 : 0 }}>
          {picked}
        </Typography>
      </Box>
    </Box>
  );
}
