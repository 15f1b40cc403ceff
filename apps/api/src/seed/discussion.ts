import { PRIVACY_POLICY_VERSION } from '@ye/contracts/consent';
import type { PostStatus } from '@ye/contracts/discussion';
import { clock } from '../clock.ts';
import type { DbOrTx } from '../db/client.ts';
import { boardConsents, discussionBoards, discussionPosts } from '../modules/discussion/tables.ts';
import { heldReason, screenPost } from '../safety/word-filter.ts';
import type { SeededCatalog } from './catalog-content.ts';
import type { DemoIds } from './demo-ids.ts';

// The demo instructor's (Grace's) discussion boards, so /instructor/group_discussion and the
// children's /student/discussions show real ones: an open board on the game course Mia and Leo both
// play (learning-journey.ts) with approved posts, one of Mia's waiting and one of Leo's held by the
// word filter; and a closed board on the calm course Leo and Sam finished.
//
// Boards are off for every child until a parent turns them on (decision 041). The demo records one
// parent's choice: parent@demo.test turned boards on for Mia, as "Brave Otter", a week ago. Leo and
// Sam stay off, so their old posts are not shown to other children and a parent can try the switch.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

type Author = 'instructor' | 'mia' | 'leo' | 'sam';

/** The display name Mia's parent approved in the demo. */
export const DEMO_DISPLAY_NAME = 'Brave Otter';

interface DemoPost {
  author: Author;
  body: string;
  hoursAgo: number;
  /** Children's posts: approved or still waiting (the filter decides nothing on its own). */
  status: PostStatus;
}

interface DemoBoard {
  course: string;
  title: string;
  prompt: string;
  daysAgo: number;
  closedDaysAgo?: number;
  posts: DemoPost[];
}

const DEMO_BOARDS: DemoBoard[] = [
  {
    course: 'brave-explorer-quest',
    title: 'My bravest moment',
    prompt:
      'Think of a time you did something even though it felt a bit scary. What did you do, and how did you feel afterwards?',
    daysAgo: 4,
    posts: [
      {
        author: 'instructor',
        body: 'I will start! I was nervous about speaking at a big meeting, so I took three slow breaths first. My voice shook a little, but I felt proud afterwards.',
        hoursAgo: 95,
        status: 'approved',
      },
      {
        author: 'mia',
        body: 'I jumped off the diving board at the pool. My tummy felt fizzy but then I was so happy!',
        hoursAgo: 70,
        status: 'approved',
      },
      {
        author: 'leo',
        body: 'I asked a new boy at lunch if he wanted to sit with us. Now we play football every break.',
        hoursAgo: 50,
        status: 'approved',
      },
      {
        author: 'leo',
        body: 'Does anyone want to play the quest together after school? Add me on discord',
        hoursAgo: 20,
        status: 'pending',
      },
      {
        author: 'mia',
        body: 'I want to try the cave mission again tomorrow. It was tricky but I will be brave like my friends!',
        hoursAgo: 3,
        status: 'pending',
      },
    ],
  },
  {
    course: 'calm-body-calm-mind',
    title: 'What helps you feel calm?',
    prompt:
      'When your body feels busy or worried, what helps you feel calm again? Share one thing that works for you.',
    daysAgo: 24,
    closedDaysAgo: 10,
    posts: [
      {
        author: 'instructor',
        body: 'Balloon breathing helps me: in through the nose, out slowly like a balloon going down.',
        hoursAgo: 24 * 24 - 2,
        status: 'approved',
      },
      {
        author: 'leo',
        body: 'The 5-4-3-2-1 game. I look for 5 things I can see and by the end I feel better.',
        hoursAgo: 24 * 20,
        status: 'approved',
      },
      {
        author: 'sam',
        body: 'Hugging my dog and counting her spots.',
        hoursAgo: 24 * 18,
        status: 'approved',
      },
    ],
  },
];

/** Seeds the boards and posts; held reasons come from the same word filter a real post goes through. */
export async function seedDemoDiscussion(
  db: DbOrTx,
  ids: Pick<DemoIds, 'instructor' | 'parent' | 'mia' | 'leo' | 'sam'>,
  catalog: SeededCatalog,
  now = clock.now(),
): Promise<void> {
  const at = (msAgo: number) => new Date(now.getTime() - msAgo);
  await db.insert(boardConsents).values({
    childId: ids.mia,
    enabled: true,
    displayName: DEMO_DISPLAY_NAME,
    changedBy: ids.parent,
    changedAt: at(7 * DAY_MS),
    policyVersion: PRIVACY_POLICY_VERSION,
  });
  for (const board of DEMO_BOARDS) {
    const course = catalog[board.course];
    if (!course) throw new Error(`discussion seed: no course ${board.course}`);
    const [row] = await db
      .insert(discussionBoards)
      .values({
        courseId: course.id,
        createdBy: ids.instructor,
        title: board.title,
        prompt: board.prompt,
        createdAt: at(board.daysAgo * DAY_MS),
        closedAt: board.closedDaysAgo === undefined ? null : at(board.closedDaysAgo * DAY_MS),
      })
      .returning({ id: discussionBoards.id });
    if (!row) throw new Error('discussion seed: board insert returned no row');
    await db.insert(discussionPosts).values(
      board.posts.map((p) => {
        const createdAt = at(p.hoursAgo * HOUR_MS);
        const byTeacher = p.author === 'instructor';
        const decided = p.status !== 'pending';
        return {
          boardId: row.id,
          authorId: ids[p.author],
          body: p.body,
          status: p.status,
          heldReason: byTeacher ? null : heldReason(screenPost(p.body)),
          createdAt,
          // The teacher's posts are approved as they are written; children's an hour or so later.
          moderatedAt: decided ? new Date(createdAt.getTime() + (byTeacher ? 0 : HOUR_MS)) : null,
          moderatedBy: decided ? ids.instructor : null,
        };
      }),
    );
  }
}
