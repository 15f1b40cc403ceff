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
// first and next, shows that one, and reports each first try; a match mission with more pairs than
// its board plays in rounds whose pairs the API names (decision 052, amended). What the child's
// browser receives names only the items to show and whether an answer was right, never a skill or
// a difficulty.

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
interface Match {
  type: 'match';
  pairs: { id: string; feeling: string; face_label: string }[];
}
interface LessonContent {
  game: Quiz | Match | { type: string } | null;
}
interface Served {
  session_id?: string;
  correct?: boolean;
  next_item: string | null;
  next_items: string[];
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

test('a match mission with more pairs than its board plays in rounds the API names', async ({
  page,
  request,
}) => {
  child = await createChild(request, 'Noor');
  await signInWithApi(page, { login: child.username, password: child.password });
  const found = await childGet<{ results: CourseCard[] }>(page, '/v1/course/search?q=Feelings%20Detectives');
  const course = found.results.find((c) => c.title === 'Feelings Detectives');
  if (!course) throw new Error('the demo has no Feelings Detectives course');
  const detail = await childGet<CourseDetail>(page, `/v1/course/get/${course.id}`);
  const chapter = detail.chapters[0];
  let match: Match | undefined;
  let lessonId = '';
  for (const lesson of chapter?.lessons ?? []) {
    const content = await childGet<LessonContent>(page, `/v1/course/content/get/${lesson.id}`);
    if (content.game?.type === 'match') {
      match = content.game as Match;
      lessonId = lesson.id;
    }
  }
  if (!match || match.pairs.length <= 4) throw new Error('the demo has no match game with more than 4 pairs');
  const pairs = match.pairs;
  const pairOf = (id: string) => pairs.find((p) => p.id === id) ?? pairs[0];

  // Each first try is one request; what comes back is kept to check the next round and the keys.
  let attempts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/attempts')) attempts++;
  });
  const served: Served[] = [];
  const started = page.waitForResponse(
    (r) => r.url().endsWith('/v1/games/sessions') && r.request().method() === 'POST',
  );
  await page.goto(`/student/course/${course.id}/chapter/${chapter?.id}/lesson/${lessonId}`);
  await waitForPage(page);
  const opening = (await (await started).json()) as Served;
  served.push(opening);
  expect(Object.keys(opening).sort()).toEqual(['next_item', 'next_items', 'session_id']);
  expect([...opening.next_items].sort()).toEqual(pairs.map((p) => p.id).sort());

  const feelings = page.getByRole('group', { name: 'Feelings' });
  const faces = page.getByRole('group', { name: 'Faces' });
  const shownFeelings = async () =>
    (await feelings.getByRole('button').allTextContents()).map((t) => t.trim());
  // 5 pairs: a round of 3, then 2; the first round is the front of the opening ranking.
  const firstRound = opening.next_items.slice(0, 3);
  await expect(page.getByText('Round 1 of 2', { exact: true })).toBeVisible();
  expect(await shownFeelings()).toEqual(firstRound.map((id) => pairOf(id)?.feeling));
  await expectNoSeriousA11yViolations(page, 'adaptive match mission, round 1');

  // A wrong face first (kind words, the pick stays), then the right one; the rest right at once.
  const [a, b] = firstRound.map(pairOf);
  const tile = (scope: typeof feelings, name = '') => scope.getByRole('button', { name, exact: true });
  let answered = page.waitForResponse((r) => r.url().includes('/attempts'));
  await pressWithKeyboard(page, tile(feelings, a?.feeling));
  await pressWithKeyboard(page, tile(faces, b?.face_label));
  const wrong = (await (await answered).json()) as Served;
  served.push(wrong);
  expect(Object.keys(wrong).sort()).toEqual(['correct', 'next_item', 'next_items']);
  expect(wrong.correct).toBe(false);
  await expect(page.getByText("Nice try! Let's look again.", { exact: true })).toBeVisible();
  await pressWithKeyboard(page, tile(faces, a?.face_label));
  const second = pairOf(firstRound[1] ?? '');
  answered = page.waitForResponse((r) => r.url().includes('/attempts'));
  await pressWithKeyboard(page, tile(feelings, second?.feeling));
  await pressWithKeyboard(page, tile(faces, second?.face_label));
  served.push((await (await answered).json()) as Served);
  // The round's last pair is matched by elimination: the game does not report it.
  const third = pairOf(firstRound[2] ?? '');
  await pressWithKeyboard(page, tile(feelings, third?.feeling));
  await pressWithKeyboard(page, tile(faces, third?.face_label));

  // Round 2: the pairs left, in the order of the ranking the last reported first try brought back.
  await expect(page.getByText('Round 2 of 2', { exact: true })).toBeVisible();
  const lastRanking = served.at(-1)?.next_items ?? [];
  const left = lastRanking.filter((id) => !firstRound.includes(id));
  expect(left).toHaveLength(2);
  expect(await shownFeelings()).toEqual(left.map((id) => pairOf(id)?.feeling));
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '3 of 5 pairs matched');
  // Focus is on the new round's first feeling: Enter picks it straight away.
  await expect(tile(feelings, pairOf(left[0] ?? '')?.feeling)).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'adaptive match mission, round 2');
  for (const id of left) {
    const pair = pairOf(id);
    await pressWithKeyboard(page, tile(feelings, pair?.feeling));
    await pressWithKeyboard(page, tile(faces, pair?.face_label));
  }
  await expect(page.getByRole('heading', { name: 'All done!' })).toBeVisible();
  // Each pair's first try reached the API once (the wrong one counted, its retry not), except each
  // round's last pair, matched by elimination: 2 in round 1, 1 in round 2.
  await expect.poll(() => attempts).toBe(3);
  expect(JSON.stringify(served)).not.toMatch(/skill|difficult|ability|chance|probab|logit|elo/i);
  await expect(page.getByText(/skill|difficult|logit/i)).toHaveCount(0);
});
