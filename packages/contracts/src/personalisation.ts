import { z } from 'zod';

// Learned personalisation (issue 18 part 2, issue 16 defaults; decision 048): a per-child switch the
// parent turns on. Off by default (AADC standard 12): while off, nothing that profiles the child from
// their self-esteem answers runs, and turning it off deletes the child's model state.

/** Shown next to the switch on the parent's child page. */
export const PERSONALISATION_EXPLANATION =
  'When this is on, we use the self-esteem survey answers to suggest courses, and we learn which courses ' +
  'helped children of a similar age who started at a similar score; in games, we remember from one game to ' +
  'the next how hard the questions should be for this child (never shown to them). When it is off, ' +
  'suggestions come only from the focus areas you choose, the courses you assign and the age, each game ' +
  'starts afresh, and we keep no learning record about this child. Turning it off deletes that record.';

/** GET and PUT /v1/personalisation/children/{id}: the child's id. */
export const PersonalisationParams = z.object({ id: z.uuid('This is not a child id.') });
export type PersonalisationParams = z.infer<typeof PersonalisationParams>;

/** PUT /v1/personalisation/children/{id} */
export const PersonalisationUpdate = z.object({
  learned: z.boolean({ error: 'Please say whether learned personalisation is on (true) or off (false).' }),
});
export type PersonalisationUpdate = z.infer<typeof PersonalisationUpdate>;

export const PersonalisationSetting = z.object({
  child_id: z.string(),
  /** Learned personalisation: false until the parent turns it on. */
  learned: z.boolean(),
  /** When the parent last changed it (null: never, so it is off). */
  changed_at: z.string().nullable(),
  /** How many learning records we keep for the child: recommendation choices and the kept game skill (decision 052). */
  kept_records: z.number().int(),
});
export type PersonalisationSetting = z.infer<typeof PersonalisationSetting>;
