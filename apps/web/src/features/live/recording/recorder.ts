// Recording in the host's browser (decision 031): what the children see, as the host's preview shows
// it, drawn onto a canvas, with the host's microphone, through MediaRecorder into a WebM file.
// A canvas rather than the camera's own stream: sharing the screen swaps the video track the children
// receive, and MediaRecorder stops when its stream's tracks change; the canvas keeps one track that
// shows whatever the preview shows (camera or screen) for the whole class.

export interface RecorderSource {
  /** The host's preview, which shows what the children receive (camera or screen). */
  video: () => HTMLVideoElement | null;
  /** The host's microphone. */
  audio: () => MediaStreamTrack | null;
}

export interface RunningRecorder {
  /** Stops and gives the whole file. */
  stop: () => Promise<Blob>;
}

export type StartRecorder = (source: RecorderSource) => RunningRecorder;

const WIDTH = 640;
const HEIGHT = 360;
const FPS = 24;
const TYPES = ['video/webm;codecs=vp8,opus', 'video/webm;codecs=vp9,opus', 'video/webm'];

/** Whether this browser can record the room at all. */
export const canRecord = () =>
  typeof MediaRecorder !== 'undefined' &&
  typeof HTMLCanvasElement !== 'undefined' &&
  'captureStream' in HTMLCanvasElement.prototype;

export const startCanvasRecorder: StartRecorder = (source) => {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const g = canvas.getContext('2d');
  const draw = () => {
    if (!g) return;
    g.fillStyle = '#000';
    g.fillRect(0, 0, WIDTH, HEIGHT);
    const video = source.video();
    if (!video || video.videoWidth === 0) return;
    // Letterboxed: a portrait phone camera or a wide screen keeps its shape.
    const scale = Math.min(WIDTH / video.videoWidth, HEIGHT / video.videoHeight);
    const w = video.videoWidth * scale;
    const h = video.videoHeight * scale;
    g.drawImage(video, (WIDTH - w) / 2, (HEIGHT - h) / 2, w, h);
  };
  draw();
  // A timer, not requestAnimationFrame: the recording goes on while the host looks at another tab.
  const timer = window.setInterval(draw, 1000 / FPS);
  const video = canvas.captureStream(FPS);
  const audio = source.audio();
  const stream = new MediaStream([...video.getVideoTracks(), ...(audio ? [audio] : [])]);
  const mimeType = TYPES.find((t) => MediaRecorder.isTypeSupported(t)) ?? '';
  const recorder = new MediaRecorder(stream, {
    ...(mimeType ? { mimeType } : {}),
    videoBitsPerSecond: 600_000,
  });
  const parts: Blob[] = [];
  recorder.addEventListener('dataavailable', (e) => {
    if (e.data.size > 0) parts.push(e.data);
  });
  // Chunks every few seconds: a long class is not one buffer held by the encoder.
  recorder.start(5000);
  return {
    stop: () =>
      new Promise<Blob>((resolve) => {
        recorder.addEventListener(
          'stop',
          () => {
            window.clearInterval(timer);
            // The canvas's track only: the microphone goes on for the class.
            for (const t of video.getTracks()) t.stop();
            resolve(new Blob(parts, { type: 'video/webm' }));
          },
          { once: true },
        );
        if (recorder.state === 'inactive') recorder.dispatchEvent(new Event('stop'));
        else recorder.stop();
      }),
  };
};
