import { clock, todayUtc } from '../clock.ts';
import type { DbOrTx } from '../db/client.ts';
import { cohortCourses, cohortStaff, cohortStudents, cohorts } from '../modules/cohorts/tables.ts';
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
