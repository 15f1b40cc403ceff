import { clock } from '../clock.ts';
import type { DbOrTx } from '../db/client.ts';
import { quizAnswers, quizItems, quizQuestions, quizResponses, quizzes } from '../modules/quizzes/tables.ts';
import type { SeededCatalog } from './catalog-content.ts';
import type { DemoIds } from './demo-ids.ts';

// The demo instructor's (Grace's) question bank, a quiz at the end of 'Everyone has strengths' (the
// first lesson of I Like Being Me, which Mia finished) and a survey after 'Breathe with the circle'
// (Calm Body, Calm Mind, which Leo and Sam did), each answered by the demo children, so
// /instructor/quiz-survey has results to show and Mia meets the quiz in the lesson. Both lessons open
// to every child (the first chapter of a course is open), so every answer is one a child could give.

const DAY_MS = 24 * 60 * 60 * 1000;

type Child = 'mia' | 'leo' | 'sam';

interface BankQuestion {
  key: string;
  kind: 'quiz' | 'survey';
  prompt: string;
  options: string[];
  correct?: number;
  daysAgo: number;
}

const BANK: BankQuestion[] = [
  {
    key: 'who-strengths',
    kind: 'quiz',
    prompt: 'Who has strengths?',
    options: ['Only grown-ups', 'Everyone', 'Only sporty people'],
    correct: 1,
    daysAgo: 30,
  },
  {
    key: 'quiet-strength',
    kind: 'quiz',
    prompt: 'Which one is a quiet strength?',
    options: ['Being a good listener', 'Running the fastest', 'Having the most toys'],
    correct: 0,
    daysAgo: 30,
  },
  {
    key: 'find-strengths',
    kind: 'quiz',
    prompt: 'What is a good way to find your strengths?',
    options: ['Think about what people thank you for', 'Only count prizes you won'],
    correct: 0,
    daysAgo: 29,
  },
  {
    key: 'slow-breaths',
    kind: 'quiz',
    prompt: 'What can slow breaths help with?',
    options: ['Feeling calmer', 'Running faster', 'Growing taller'],
    correct: 0,
    daysAgo: 20,
  },
  {
    key: 'breathing-feel',
    kind: 'survey',
    prompt: 'How did you feel after breathing with the circle?',
    options: ['Calmer', 'The same', 'Not sure'],
    daysAgo: 20,
  },
  {
    key: 'breathing-again',
    kind: 'survey',
    prompt: 'Would you try circle breathing at bedtime?',
    options: ['Yes', 'Maybe', 'No'],
    daysAgo: 20,
  },
  {
    key: 'lesson-fun',
    kind: 'survey',
    prompt: 'How much did you enjoy this lesson?',
    options: ['A lot', 'A bit', 'Not much'],
    daysAgo: 5,
  },
];

interface DemoQuiz {
  kind: 'quiz' | 'survey';
  title: string;
  /** Made (and last changed) this many days ago, before any child answered. */
  daysAgo: number;
  questions: string[];
  /** Where it is attached: course slug, 0-based chapter and lesson. */
  lesson: { course: string; chapter: number; lesson: number };
  /** Each child's picks, in question order. */
  answers: { child: Child; picks: number[]; daysAgo: number }[];
}

const DEMO_QUIZZES: DemoQuiz[] = [
  {
    kind: 'quiz',
    title: 'Spot the strengths',
    daysAgo: 15,
    questions: ['who-strengths', 'quiet-strength', 'find-strengths'],
    lesson: { course: 'i-like-being-me', chapter: 0, lesson: 0 },
    answers: [
      { child: 'mia', picks: [1, 0, 0], daysAgo: 9 },
      { child: 'leo', picks: [1, 1, 0], daysAgo: 6 },
      { child: 'sam', picks: [0, 0, 1], daysAgo: 3 },
    ],
  },
  {
    kind: 'survey',
    title: 'After the breathing circle',
    daysAgo: 16,
    questions: ['breathing-feel', 'breathing-again'],
    lesson: { course: 'calm-body-calm-mind', chapter: 0, lesson: 0 },
    answers: [
      { child: 'leo', picks: [0, 1], daysAgo: 12 },
      { child: 'sam', picks: [0, 0], daysAgo: 10 },
    ],
  },
];

export async function seedDemoQuizzes(
  db: DbOrTx,
  ids: Pick<DemoIds, 'instructor' | Child>,
  catalog: SeededCatalog,
  now = clock.now(),
): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const questionIds = new Map<string, string>();
  const questionRows = BANK.map((q) => {
    const id = crypto.randomUUID();
    questionIds.set(q.key, id);
    return {
      id,
      ownerId: ids.instructor,
      kind: q.kind,
      prompt: q.prompt,
      options: q.options,
      correctOption: q.kind === 'quiz' ? (q.correct ?? 0) : null,
      createdAt: ago(q.daysAgo),
      updatedAt: ago(q.daysAgo),
    };
  });
  const questionId = (key: string) => {
    const id = questionIds.get(key);
    if (!id) throw new Error(`no demo question ${key}`);
    return id;
  };

  const quizRows: (typeof quizzes.$inferInsert)[] = [];
  const itemRows: (typeof quizItems.$inferInsert)[] = [];
  const responseRows: (typeof quizResponses.$inferInsert)[] = [];
  const answerRows: (typeof quizAnswers.$inferInsert)[] = [];
  for (const quiz of DEMO_QUIZZES) {
    const lessonId =
      catalog[quiz.lesson.course]?.chapters[quiz.lesson.chapter]?.lessons[quiz.lesson.lesson]?.id;
    if (!lessonId) throw new Error(`no lesson for the demo quiz ${quiz.title}`);
    const id = crypto.randomUUID();
    const at = ago(quiz.daysAgo);
    quizRows.push({
      id,
      ownerId: ids.instructor,
      kind: quiz.kind,
      title: quiz.title,
      lessonId,
      createdAt: at,
      updatedAt: at,
    });
    quiz.questions.forEach((key, i) => {
      itemRows.push({ quizId: id, questionId: questionId(key), position: i + 1 });
    });
    for (const answer of quiz.answers) {
      const responseId = crypto.randomUUID();
      responseRows.push({
        id: responseId,
        quizId: id,
        childId: ids[answer.child],
        submittedAt: ago(answer.daysAgo),
      });
      answer.picks.forEach((pick, i) => {
        const key = quiz.questions[i];
        const question = BANK.find((q) => q.key === key);
        if (!key || !question || pick >= question.options.length)
          throw new Error(`bad demo answer in ${quiz.title}`);
        answerRows.push({ responseId, questionId: questionId(key), optionIndex: pick });
      });
    }
  }

  await db.insert(quizQuestions).values(questionRows);
  await db.insert(quizzes).values(quizRows);
  await db.insert(quizItems).values(itemRows);
  await db.insert(quizResponses).values(responseRows);
  await db.insert(quizAnswers).values(answerRows);
}
