import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { clock } from '../clock.ts';
import { type Config, ROOT_DIR } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import { users } from '../modules/auth/tables.ts';
import { liveAttendance } from '../modules/live/room/tables.ts';
import { liveMeetings, liveRegistrations } from '../modules/live/tables.ts';
import { studioUploads } from '../modules/studio/tables.ts';
import { createFileStore, filesRoot } from '../storage/file-store.ts';
import type { SeededCatalog } from './catalog-content.ts';
import type { DemoIds } from './demo-ids.ts';

// The demo's live sessions (decision 030), hosted by the demo instructor (Grace), all relative to
// the API's clock and on 15-minute slots: a webinar Mia is registered for in three days, one starting
// within the demo's first hour (Mia registered: the room of slice B has someone to admit), a live
// stream in two days, and one that took place last week. That one gets a real recording when the
// server seeds (seedDemoRecording): a 3-second WebM recorded from a canvas in headless Chromium with
// MediaRecorder, as the room records, put through the file store as an upload of Grace's; and its
// attendance: the visits the room would have logged.

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
  /** The course it belongs to (a catalogue slug): a cohort of that course counts it as its session. */
  course?: string;
  /** A session already held: the children's visits, in minutes from its start (the room's log). */
  visits?: Array<{ child: 'mia' | 'leo' | 'sam'; from: number; to: number }>;
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
    // The course of the Tuesday Brave Club (seed/cohorts.ts), so the club's page counts it.
    course: 'i-like-being-me',
    // Mia stayed; Leo's connection dropped once; Sam did not come.
    visits: [
      { child: 'mia', from: 1, to: 44 },
      { child: 'leo', from: 3, to: 20 },
      { child: 'leo', from: 22, to: 44 },
    ],
  },
];

function courseOf(catalog: SeededCatalog, slug: string): string {
  const course = catalog[slug];
  if (!course) throw new Error(`demo session: no course ${slug}`);
  return course.id;
}

/** Seeds the demo instructor's sessions and the children's places; returns their ids by key. */
export async function seedDemoLive(
  tx: DbOrTx,
  ids: DemoIds,
  catalog: SeededCatalog,
): Promise<Record<DemoSession['key'], string>> {
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
        status: s.visits ? 'ended' : 'scheduled',
        capacity: s.capacity,
        ageMin: s.ageMin,
        ageMax: s.ageMax,
        courseId: s.course ? courseOf(catalog, s.course) : null,
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
    if (s.visits)
      await tx.insert(liveAttendance).values(
        s.visits.map((v) => ({
          meetingId: row.id,
          childId: ids[v.child],
          joinedAt: new Date(startsAt.getTime() + v.from * MINUTE_MS),
          leftAt: new Date(startsAt.getTime() + v.to * MINUTE_MS),
        })),
      );
  }
  return out;
}

/** The recording of last week's session: a real WebM made the way the room records (decision 031). */
export const DEMO_RECORDING = path.join(ROOT_DIR, 'apps/api/assets/recordings/kind-words-week.webm');
const PAST_SESSION = 'Kind words week';

/**
 * Gives the demo's past session its recording: the asset goes through the file store (local disk or
 * S3, as uploads do) as a stored video upload of its host, and becomes the session's `video`. Only a
 * past session without one is touched, so seeding again adds nothing.
 */
export async function seedDemoRecording(db: DbOrTx, config: Config): Promise<string | null> {
  const [session] = await db
    .select({ id: liveMeetings.id, hostId: liveMeetings.hostId })
    .from(liveMeetings)
    .innerJoin(users, eq(users.id, liveMeetings.hostId))
    .where(
      and(
        eq(liveMeetings.name, PAST_SESSION),
        eq(users.email, 'instructor@demo.test'),
        isNull(liveMeetings.video),
      ),
    )
    .limit(1);
  if (!session) return null;
  const storedName = `${crypto.randomUUID()}.webm`;
  const temp = path.join(filesRoot(config.dataDir), 'tmp', `${storedName}.seed`);
  await fs.promises.mkdir(path.dirname(temp), { recursive: true });
  await fs.promises.copyFile(DEMO_RECORDING, temp);
  const size = (await fs.promises.stat(temp)).size;
  const store = createFileStore({ s3: config.s3, localRoot: filesRoot(config.dataDir) });
  await store.put('videos', storedName, temp, 'video/webm');
  await fs.promises.rm(temp, { force: true });
  const at = clock.now();
  await db.insert(studioUploads).values({
    ownerId: session.hostId,
    purpose: 'video',
    filename: 'kind-words-week.webm',
    contentType: 'video/webm',
    size,
    storedName,
    status: 'stored',
    createdAt: at,
    storedAt: at,
  });
  const video = `/v1/files/videos/${storedName}`;
  await db.update(liveMeetings).set({ video, status: 'ended' }).where(eq(liveMeetings.id, session.id));
  return video;
}
