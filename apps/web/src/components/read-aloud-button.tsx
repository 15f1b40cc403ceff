import StopCircleRounded from '@mui/icons-material/StopCircleRounded';
import VolumeUpRounded from '@mui/icons-material/VolumeUpRounded';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';

/** Whether this browser can speak (the Web Speech API's speech synthesis). */
export function canSpeak(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window;
}

/** cancel() silences every utterance on the page, so only the button that is speaking may call it. */
function stopIfSpeaking(speakingRef: { current: boolean }) {
  if (speakingRef.current && canSpeak()) window.speechSynthesis.cancel();
  speakingRef.current = false;
}

interface ReadAloudButtonProps {
  /** What is read. */
  text: string;
  /** The button's words, which are also its accessible name. Several on one page need different ones. */
  label?: string;
  sx?: SxProps<Theme>;
}

/**
 * Reads `text` aloud with the browser's speech synthesis; pressing it again stops. Rendered only where
 * the browser can speak, so a child never meets a button that does nothing.
 */
export function ReadAloudButton({ text, label = 'Read aloud', sx }: ReadAloudButtonProps) {
  const [speaking, setSpeaking] = useState(false);
  const speakingRef = useRef(false);
  const [supported] = useState(canSpeak);

  // New words (the next question) or leaving the page: stop reading the old ones.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the text changes
  useEffect(() => {
    stopIfSpeaking(speakingRef);
    setSpeaking(false);
  }, [text]);
  useEffect(() => () => stopIfSpeaking(speakingRef), []);

  if (!supported) return null;

  const toggle = () => {
    const synth = window.speechSynthesis;
    if (speaking) {
      stopIfSpeaking(speakingRef);
      setSpeaking(false);
      return;
    }
    synth.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = 'en-US';
    utterance.rate = 0.9;
    const ended = () => {
      speakingRef.current = false;
      setSpeaking(false);
    };
    utterance.onend = ended;
    utterance.onerror = ended;
    speakingRef.current = true;
    setSpeaking(true);
    synth.speak(utterance);
  };

  return (
    <Button
      variant="outlined"
      color="secondary"
      onClick={toggle}
      startIcon={speaking ? <StopCircleRounded /> : <VolumeUpRounded />}
      aria-pressed={speaking}
      sx={[{ minHeight: 48, flexShrink: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {speaking ? 'Stop reading' : label}
    </Button>
  );
}
