/** Plain lesson text (blank lines between paragraphs) as paragraphs; single line breaks join into spaces. */
export function paragraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter((p) => p.length > 0);
}

/** The captions file that sits next to a .webm video (same base name, .vtt), or null for other videos. */
export function captionsUrlFor(videoUrl: string | null): string | null {
  if (!videoUrl) return null;
  const [path = '', query] = videoUrl.split(/(?=[?#])/, 2);
  if (!/\.webm$/i.test(path)) return null;
  return `${path.replace(/\.webm$/i, '.vtt')}${query ?? ''}`;
}

/**
 * The spoken words of a WebVTT file, one string per cue, for the transcript under a video. Skips the
 * header, NOTE, STYLE and REGION blocks, cue ids and timings; drops markup such as <v Mia> or <i>.
 * Returns null when the text is not WebVTT.
 */
export function vttTranscript(vtt: string): string[] | null {
  const text = vtt.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (!/^WEBVTT(?:[ \t].*)?(?:\n|$)/.test(text)) return null;
  const cues: string[] = [];
  for (const block of text.split(/\n\s*\n/).slice(1)) {
    const lines = block.split('\n').filter((l) => l.trim().length > 0);
    if (/^(NOTE|STYLE|REGION)\b/.test(lines[0] ?? '')) continue;
    const timing = lines.findIndex((l) => l.includes('-->'));
    if (timing < 0) continue;
    const words = lines
      .slice(timing + 1)
      .join(' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&nbsp;/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (words) cues.push(words);
  }
  return cues;
}

/** Seconds since `startedAt`, whole and within what the API accepts (0 to one day). */
export function secondsSince(startedAt: number, now = Date.now()): number {
  return Math.min(86_400, Math.max(0, Math.round((now - startedAt) / 1000)));
}
