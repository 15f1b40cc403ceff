// The coach's one outside call (decision 051): an OpenAI-compatible chat-completions endpoint (a
// local Ollama, a hosted model), with fetch and no SDK. It returns the model's words or null; it never
// throws for the endpoint's sake, because a missing reply becomes the safe line, not an error page.
import type { CoachConfig } from '../../config.ts';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Long enough for a small local model on a laptop; a child is not kept waiting longer. */
export const COACH_TIMEOUT_MS = 15_000;

/** The endpoint's full address: the base URL with /chat/completions, unless it already ends so. */
export function completionsUrl(base: string): string {
  const trimmed = base.replace(/\/+$/, '');
  return trimmed.endsWith('/chat/completions') ? trimmed : `${trimmed}/chat/completions`;
}

export interface CoachModel {
  reply(messages: ChatMessage[]): Promise<string | null>;
}

/** A model at the operator's endpoint. */
export function chatCompletions(config: CoachConfig, timeoutMs = COACH_TIMEOUT_MS): CoachModel {
  const url = completionsUrl(config.url);
  return {
    async reply(messages) {
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
          body: JSON.stringify({
            model: config.model,
            messages,
            // Short and steady: the reply is two sentences, read by a child.
            max_tokens: 120,
            temperature: 0.3,
            stream: false,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!res.ok) return null;
        const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
        const content = body.choices?.[0]?.message?.content;
        return typeof content === 'string' ? content : null;
      } catch {
        return null;
      }
    },
  };
}
