import {
  childGet,
  createChild,
  type NewChild,
  pressWithKeyboard,
  removeChild,
  waitForPage,
} from './child-journey-helpers.ts';
import { expect, expectNoSeriousA11yViolations, signInWithApi, test } from './fixtures.ts';

// Adaptive games (decision 052) in the real app: a quiz mission asks the API which question comes
// first and next, shows that one, and reports each first try; what the child's browser receives
// names only the next item and whether an answer was right, never a skill or a difficulty.

interface CourseCard {
  id: string;
  title: string;
}
interface CourseDetail {
  chapters: { id: string; lessons: { id: string }[] }[];
}
interface Quiz {
  type: 'quiz';
  questions: { prompt: string; options: string[]; answer: number }[];
}
interface LessonContent {
  game: Quiz | { type: string } | null;
}

let child: NewChild | undefined;

test.afterEach(async ({ request }) => {
  if (child) await removeChild(request, child);
  child = undefined;
});

test('a quiz mission asks the question the API names, and no ability figure reaches the child', async ({
  page,
  request,
}) => {
  child = await createChild(request, 'Ari');
  await signInWithApi(page, { login: child.username, password: child.password });
  const games = await childGet<CourseCard[]>(page, '/v1/course/list/game');
  const course = games.find((c) => /Brave Explorer/i.test(c.title));
  if (!course) throw new Error('the demo has no Brave Explorer course');
  const detail = await childGet<CourseDetail>(page, `/v1/course/get/${course.id}`);
  const chapter = detail.chapters[0];
  const lessonId = chapter?.lessons[0]?.id ?? '';
  const content = await childGet<LessonContent>(page, `/v1/course/content/get/${lessonId}`);
  expect(content.game?.type).toBe('quiz');
  const quiz = content.game as Quiz;

  const started = page.waitForResponse(
    (r) => r.url().endsWith('/v1/games/sessions') && r.request().method() === 'POST',
  );
  await page.goto(`/student/course/${course.id}/level/${chapter?.id}/mission/${lessonId}`);
  await waitForPage(page);
  const first = (await (await started).json()) as Record<string, unknown>;
  expect(Object.keys(first).sort()).toEqual(['next_item', 'next_items', 'session_id']);
  const firstQuestion = quiz.questions[Number(first.next_item)];
  if (!firstQuestion) throw new Error(`no question ${String(first.next_item)}`);
  await expect(page.getByRole('heading', { name: firstQuestion.prompt })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Question 1 of 3');
  await expectNoSeriousA11yViolations(page, 'adaptive quiz mission');

  // The right answer with the keyboard: the first try goes to the API, which names the next question.
  const answered = page.waitForResponse((r) => r.url().includes('/attempts'));
  await pressWithKeyboard(
    page,
    page
      .getByRole('group', { name: 'Answers' })
      .getByRole('button', { name: firstQuestion.options[firstQuestion.answer] ?? '', exact: true }),
  );
  const result = (await (await answered).json()) as Record<string, unknown>;
  expect(Object.keys(result).sort()).toEqual(['correct', 'next_item', 'next_items']);
  expect(result.correct).toBe(true);
  const second = quiz.questions[Number(result.next_item)];
  if (!second || second === firstQuestion) throw new Error('the API named no other question');
  await page.getByRole('button', { name: 'Next', exact: true }).press('Enter');
  await expect(page.getByRole('heading', { name: second.prompt })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Question 2 of 3');
  await expect(page.getByText(/skill|difficult|logit/i)).toHaveCount(0);
});
