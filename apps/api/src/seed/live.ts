import { clock } from '../clock.ts';
import type { DbOrTx } from '../db/client.ts';
import { liveMeetings, liveRegistrations } from '../modules/live/tables.ts';
import type { DemoIds } from './demo-ids.ts';

// The demo's live sessions (decision 030), hosted by the demo instructor (Grace), all relative to
// the API's clock and on 15-minute slots: a webinar Mia is registered for in three days, one starting
// within the demo's first hour (Mia registered: the room of slice B has someone to admit), a live
// stream in two days, and one that took place last week. That one has no recording (`video` null):
// nothing was recorded, and a made-up address would be a broken video.

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const SLOT_MS = 15 * MINUTE_MS;

/** The first 15-minute slot at or after `ms`. */
const slotFrom = (ms: number) => new Date(Math.ceil(ms / SLOT_MS) * SLOT_MS);

interface DemoSession {
  key: 'upcoming' | 'firstHour' | 'stream' | 'past';
  kind: 'webinar' | 'livestream';
  name: string;
  description: string;
  /** From now: the slot at or after this many milliseconds. */
  in: number;
  durationMinutes: number;
  ageMin: number;
  ageMax: number;
  capacity: number;
  cover: string;
  /** Children registered, in this order. */
  registered: ('mia' | 'leo' | 'sam')[];
}

const SESSIONS: DemoSession[] = [
  {
    key: 'upcoming',
    kind: 'webinar',
    name: 'Brave voices: saying what you feel',
    description:
      'A friendly hour of stories and games about putting feelings into words, and about listening when a friend does the same.',
    in: 3 * DAY_MS,
    durationMinutes: 45,
    ageMin: 6,
    ageMax: 10,
    capacity: 20,
    cover: '/v1/media/covers/brave-steps.svg',
    registered: ['mia'],
  },
  {
    key: 'firstHour',
    kind: 'webinar',
    name: 'Calm corner: breathing games',
    description: 'Three breathing games to use before a test, a match or bedtime. Bring a soft toy!',
    // Opens for joining (10 minutes before) within the demo's first half hour.
    in: 30 * MINUTE_MS,
    durationMinutes: 30,
    ageMin: 6,
    ageMax: 12,
    capacity: 25,
    cover: '/v1/media/covers/calm-body-calm-mind.svg',
    registered: ['mia', 'leo'],
  },
  {
    key: 'stream',
    kind: 'livestream',
    name: 'Friendship circle live',
    description: 'A live stream about making friends and keeping them, with questions from the chat.',
    in: 2 * DAY_MS + 3 * HOUR_MS,
    durationMinutes: 60,
    ageMin: 8,
    ageMax: 14,
    capacity: 100,
    cover: '/v1/media/covers/making-and-keeping-friends.svg',
    registered: ['leo'],
  },
  {
    key: 'past',
    kind: 'webinar',
    name: 'Kind words week',
    description: 'How kind words to ourselves help us try again.',
    in: -7 * DAY_MS,
    durationMinutes: 45,
    ageMin: 6,
    ageMax: 14,
    capacity: 30,
    cover: '/v1/media/covers/kind-words-for-me.svg',
    registered: ['mia', 'leo', 'sam'],
  },
];

/** Seeds the demo instructor's sessions and the children's places; returns their ids by key. */
export async function seedDemoLive(tx: DbOrTx, ids: DemoIds): Promise<Record<DemoSession['key'], string>> {
  const now = clock.now().getTime();
  const out = {} as Record<DemoSession['key'], string>;
  for (const s of SESSIONS) {
    const startsAt = slotFrom(now + s.in);
    // Written a week before it starts (or, for one sooner, two days before the demo).
    const createdAt = new Date(Math.min(startsAt.getTime() - 7 * DAY_MS, now - 2 * DAY_MS));
    const [row] = await tx
      .insert(liveMeetings)
      .values({
        hostId: ids.instructor,
        kind: s.kind,
        name: s.name,
        description: s.description,
        startsAt,
        durationMinutes: s.durationMinutes,
        timezone: 'America/New_York',
        coverImage: s.cover,
        video: null,
        status: 'scheduled',
        capacity: s.capacity,
        ageMin: s.ageMin,
        ageMax: s.ageMax,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: liveMeetings.id });
    if (!row) throw new Error('demo session was not created');
    out[s.key] = row.id;
    if (s.registered.length > 0)
      await tx.insert(liveRegistrations).values(
        s.registered.map((child, i) => ({
          meetingId: row.id,
          childId: ids[child],
          status: 'registered',
          createdAt: new Date(createdAt.getTime() + (i + 1) * HOUR_MS),
        })),
      );
  }
  return out;
}
