import { and, eq, inArray } from 'drizzle-orm';
import { clock, todayUtc } from '../clock.ts';
import type { DbOrTx } from '../db/client.ts';
import { users } from '../modules/auth/tables.ts';
import { cohortCourses, cohortStaff, cohortStudents, cohorts } from '../modules/cohorts/tables.ts';
import { organizations } from '../modules/organizations/tables.ts';
import type { SeededCatalog } from './catalog-content.ts';
import type { DemoIds } from './demo-ids.ts';

// The demo's cohort (decision 034; DESIGN §4 promises one): Grace's "Tuesday Brave Club" for ages 6
// to 10, started a week ago, with two courses Mia has progress in (the game course and "I like being
// me"), Mia enrolled, places left for parents to enrol. Dates follow the API's clock.

const DAY_MS = 24 * 60 * 60 * 1000;
export const DEMO_COHORT_NAME = 'Tuesday Brave Club';

export async function seedDemoCohort(
  tx: DbOrTx,
  ids: Pick<DemoIds, 'instructor' | 'mia'>,
  catalog: SeededCatalog,
  now = clock.now(),
): Promise<string> {
  const createdAt = new Date(now.getTime() - 10 * DAY_MS);
  const [row] = await tx
    .insert(cohorts)
    .values({
      name: DEMO_COHORT_NAME,
      description: 'A small group that meets on Tuesdays to practise being brave, one step at a time.',
      timezone: 'America/New_York',
      startsOn: todayUtc(new Date(now.getTime() - 7 * DAY_MS)),
      endsOn: todayUtc(new Date(now.getTime() + 8 * 7 * DAY_MS)),
      capacity: 12,
      ageMin: 6,
      ageMax: 10,
      enrolment: 'parent',
      inviteCode: 'brave-club',
      createdBy: ids.instructor,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: cohorts.id });
  if (!row) throw new Error('demo cohort was not created');
  await tx
    .insert(cohortStaff)
    .values({ cohortId: row.id, userId: ids.instructor, role: 'lead', addedAt: createdAt });
  const courseIds = ['brave-explorer-quest', 'i-like-being-me'].map((slug) => {
    const course = catalog[slug];
    if (!course) throw new Error(`demo cohort: no course ${slug}`);
    return course.id;
  });
  await tx.insert(cohortCourses).values(
    courseIds.map((courseId, i) => ({
      cohortId: row.id,
      courseId,
      addedAt: new Date(createdAt.getTime() + i),
    })),
  );
  await tx.insert(cohortStudents).values({
    cohortId: row.id,
    childId: ids.mia,
    status: 'enrolled',
    addedBy: ids.instructor,
    createdAt: new Date(createdAt.getTime() + DAY_MS),
  });
  return row.id;
}

// The after-school club's cohort (decision 039; issue 15's seed): Grace runs "Maple Street Thursday
// Class" for the club (its provider and external admin read it), staff-only, with the club's seven
// children, started three weeks ago: every child has a survey before and after, so the group's
// self-esteem change shows (seven is above the five the privacy rule asks for).

export const CLUB_COHORT_NAME = 'Maple Street Thursday Class';
const CLUB_SLUG = 'maple-street-after-school-club';
const CLUB_CHILDREN = ['ava', 'noah', 'zara', 'theo', 'ruby', 'finn', 'isla'];

export async function seedClubCohort(
  tx: DbOrTx,
  ids: Pick<DemoIds, 'instructor'>,
  catalog: SeededCatalog,
  now = clock.now(),
): Promise<string> {
  const [club] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.slug, CLUB_SLUG));
  if (!club) throw new Error('club cohort: no after-school club');
  const kids = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.type, 'child'), inArray(users.username, CLUB_CHILDREN)));
  if (kids.length !== CLUB_CHILDREN.length) throw new Error('club cohort: the club’s children are missing');
  const startsAt = new Date(now.getTime() - 21 * DAY_MS);
  const createdAt = new Date(startsAt.getTime() - 2 * DAY_MS);
  const [row] = await tx
    .insert(cohorts)
    .values({
      name: CLUB_COHORT_NAME,
      description: 'The club’s Thursday group: brave steps, calm bodies and kind words, together.',
      timezone: 'America/New_York',
      startsOn: todayUtc(startsAt),
      endsOn: todayUtc(new Date(now.getTime() + 6 * 7 * DAY_MS)),
      capacity: 10,
      ageMin: 6,
      ageMax: 12,
      enrolment: 'staff',
      inviteCode: 'maple-thursday',
      organizationId: club.id,
      createdBy: ids.instructor,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: cohorts.id });
  if (!row) throw new Error('club cohort was not created');
  await tx
    .insert(cohortStaff)
    .values({ cohortId: row.id, userId: ids.instructor, role: 'lead', addedAt: createdAt });
  await tx.insert(cohortCourses).values(
    ['brave-explorer-quest', 'calm-body-calm-mind', 'i-like-being-me'].map((slug, i) => {
      const course = catalog[slug];
      if (!course) throw new Error(`club cohort: no course ${slug}`);
      return { cohortId: row.id, courseId: course.id, addedAt: new Date(createdAt.getTime() + i) };
    }),
  );
  // Joined on the first day, in the club's list order (the order of the waitlist, were there one).
  const order = new Map(CLUB_CHILDREN.map((u, i) => [u, i]));
  const sorted = [...kids].sort(
    (a, b) => (order.get(a.username ?? '') ?? 0) - (order.get(b.username ?? '') ?? 0),
  );
  await tx.insert(cohortStudents).values(
    sorted.map((k) => ({
      cohortId: row.id,
      childId: k.id,
      status: 'enrolled',
      addedBy: ids.instructor,
      createdAt: startsAt,
    })),
  );
  return row.id;
}
