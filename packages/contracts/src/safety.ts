import { z } from 'zod';
import { PageQuery, paginated } from './common.ts';

// The safety layer (decision 046): what a child sees when their words raise a crisis phrase, and the
// alerts their parent reads. Field names in snake_case.

export const SAFETY_SOURCES = ['journal', 'discussion', 'live_chat', 'coach'] as const;
export type SafetySource = (typeof SAFETY_SOURCES)[number];

/** Where the child wrote, in the parent's words. */
export const SOURCE_WORDS: Record<SafetySource, string> = {
  journal: 'in their journal',
  discussion: 'on a class board',
  live_chat: 'in a live class chat',
  coach: 'to the reflection helper',
};

/** Sent back to the child with what they saved when a crisis phrase was found: a calm message. */
export const SafetyNotice = z.object({
  kind: z.literal('crisis'),
  message: z.string(),
  helpline: z.object({ name: z.string(), phone: z.string(), url: z.string() }),
});
export type SafetyNotice = z.infer<typeof SafetyNotice>;

/** One alert as the parent reads it: never the child's exact words, only what kind and where. */
export const SafetyAlert = z.object({
  id: z.string(),
  child_id: z.string(),
  child_name: z.string(),
  source: z.enum(SAFETY_SOURCES),
  /** In plain words: "Mia may be feeling very low or alone (in their journal)". */
  summary: z.string(),
  created_at: z.string(),
  seen_at: z.string().nullable(),
});
export type SafetyAlert = z.infer<typeof SafetyAlert>;

/** GET /v1/family/safety/alerts: the signed-in parent's alerts, newest first. */
export const SafetyAlertQuery = PageQuery.extend({
  unseen: z
    .enum(['true', 'false'], { error: 'unseen must be true or false.' })
    .optional()
    .transform((v) => v === 'true'),
});
export const SafetyAlertPage = paginated(SafetyAlert);
export type SafetyAlertPage = z.infer<typeof SafetyAlertPage>;

export const SafetyAlertIdParams = z.object({ id: z.uuid('This alert could not be found.') });
