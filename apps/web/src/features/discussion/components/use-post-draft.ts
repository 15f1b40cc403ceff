import { type FormEvent, useState } from 'react';

/**
 * A post being written: its text, and a submit that asks for words first, sends the trimmed text,
 * empties the box once sent, and shows `failure(err)` when sending fails.
 */
export function usePostDraft(send: (text: string) => Promise<unknown>, failure: (err: unknown) => string) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const text = body.trim();
    if (!text) {
      setError('Please write something first.');
      return;
    }
    setError(null);
    try {
      await send(text);
      setBody('');
    } catch (err) {
      setError(failure(err));
    }
  };

  return { body, setBody, error, onSubmit };
}
