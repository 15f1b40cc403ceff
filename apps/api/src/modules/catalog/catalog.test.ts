import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild, createInstructor, createParent, type FixtureUser } from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { courseRatings } from '../family/tables.ts';
import { courseCardsByIds, listPublishedCourseCards } from './queries.ts';
import { chapters, courses, lessons } from './tables.ts';

let ctx: TestContext;
let instructor: FixtureUser;

beforeAll(async () => {
  ctx = await createTestApp();
  instructor = await createInstructor(ctx.db);
});
afterAll(async () => ctx?.close());

describe('course cards', () => {
  it('reads counts, duration, ratings and instructor in order given', async () => {
    const [a] = await ctx.db
      .insert(courses)
      .values({
        instructorId: instructor.id,
        title: 'A',
        topic: 'calm',
        state: 'published',
        publishedAt: new Date(),
        coverImage: 'x.png',
      })
      .returning({ id: courses.id });
    const [b] = await ctx.db
      .insert(courses)
      .values({ instructorId: instructor.id, title: 'B', topic: 'feelings', coverImage: '/v1/files/b.png' })
      .returning({ id: courses.id });
    if (!a || !b) throw new Error('no course');
    const [ch] = await ctx.db
      .insert(chapters)
      .values({ courseId: a.id, title: 'c', position: 1 })
      .returning({ id: chapters.id });
    if (!ch) throw new Error('no chapter');
    await ctx.db.insert(lessons).values([
      { chapterId: ch.id, courseId: a.id, title: 'l1', kind: 'text', position: 1, durationMinutes: 4 },
      { chapterId: ch.id, courseId: a.id, title: 'l2', kind: 'text', position: 2, durationMinutes: 6 },
    ]);
    const parent = await createParent(ctx.db);
    const child = await createChild(ctx.db, parent);
    await ctx.db.insert(courseRatings).values([
      { parentId: parent.id, childId: child.id, courseId: a.id, stars: 5 },
      { parentId: instructor.id, childId: child.id, courseId: a.id, stars: 4 },
    ]);
    const cards = await courseCardsByIds(ctx.db, [b.id, a.id]);
    expect(cards.map((c) => c.title)).toEqual(['B', 'A']);
    expect(cards[1]).toMatchObject({
      chapter_count: 1,
      lesson_count: 2,
      duration_minutes: 10,
      rating_average: 4.5,
      rating_count: 2,
      cover_url: null,
      instructor_name: 'Ivy Instructor',
    });
    expect(cards[0]).toMatchObject({
      chapter_count: 0,
      lesson_count: 0,
      duration_minutes: 0,
      rating_average: null,
      rating_count: 0,
      cover_url: '/v1/files/b.png',
    });
    const published = await listPublishedCourseCards(ctx.db, { topic: 'calm', age: 8 });
    expect(published.map((c) => c.id)).toEqual([a.id]);
  });
});
