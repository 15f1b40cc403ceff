import type { ChildExport } from '@ye/contracts/family';
import { BADGES } from '@ye/contracts/learning';
import { labelFor, ROSENBERG_ITEMS, SELF_ESTEEM_SURVEY } from '@ye/contracts/rosenberg';
import { clock, todayUtc } from '../../clock.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Caller } from '../../plugins/auth.ts';
import { recordAudit } from '../auth/service.ts';
import * as q from './queries.ts';
import { requireOwnChild } from './service.ts';

// A parent downloads everything we hold about their child (the export is audited).

const STATUS_WORDS = {
  'not-started': 'Not started',
  started: 'In progress',
  completed: 'Completed',
} as const;

/** Everything we hold about one child, with keys a person can read; the export is audited. */
export async function exportChild(
  db: DbOrTx,
  caller: Caller,
  childId: string,
  now = clock.now(),
): Promise<{ filename: string; data: ChildExport }> {
  const child = await requireOwnChild(db, caller.userId, childId);
  const [areas, scores, answers, metrics, ratings, courses, lessons, plays, badges, journal, certs, marks] =
    await Promise.all([
      q.focusAreasOf(db, [child.id]),
      q.surveyScoresOf(db, { childId: child.id }),
      q.surveyAnswersOfChild(db, { childId: child.id }),
      q.dailyMetricsOf(db, { childId: child.id }),
      q.ratingsOfChild(db, { parentId: caller.userId, childId: child.id }),
      q.courseProgressForChildren(db, [child.id]),
      q.lessonResultsOfChild(db, { childId: child.id }),
      q.playsOfChild(db, { childId: child.id }),
      q.badgesOfChild(db, { childId: child.id }),
      q.journalOfChild(db, { childId: child.id }),
      q.certificatesOfChild(db, { childId: child.id }),
      q.bookmarksOfChild(db, { childId: child.id }),
    ]);
  const badgeTitle = new Map<string, string>(BADGES.map((b) => [b.id, b.title]));
  const questionText = new Map(ROSENBERG_ITEMS.map((i) => [i.id, i.text]));
  const data: ChildExport = {
    'About this file':
      'Everything Youth Enrichments holds about this child, as requested by their parent. Dates and times are in UTC.',
    'Exported at': now.toISOString(),
    Child: {
      Name: child.firstName,
      'Last name': child.lastName,
      Username: child.username ?? '',
      Birthday: child.birthday,
      Avatar: child.avatar,
      'Focus areas': areas.map((a) => a.area),
      'Account created': child.createdAt.toISOString(),
      'Last sign-in': child.lastLoginAt?.toISOString() ?? null,
    },
    'Self-esteem survey results': scores.map((s) => ({
      'Completed at': s.completedAt.toISOString(),
      Survey: s.surveyId === SELF_ESTEEM_SURVEY.id ? SELF_ESTEEM_SURVEY.title : `Survey ${s.surveyId}`,
      'Score (0-30)': s.score,
      Percent: s.percent,
      Answers: answers
        .filter((a) => a.responseId === s.id)
        .map((a) => ({
          Question: questionText.get(a.questionId) ?? `Question ${a.questionId}`,
          Answer: labelFor(a.value),
        })),
    })),
    'Daily activity': metrics.map((m) => ({
      Date: m.datestamp,
      'Seconds on the platform': m.timeLogged,
      'Self-esteem percent': m.selfEsteemScore,
    })),
    'Course ratings by the parent': ratings.map((r) => ({
      Course: r.courseId,
      'Course title': r.courseTitle,
      Stars: r.stars,
      Comment: r.comment,
      'Rated at': r.createdAt.toISOString(),
    })),
    Courses: courses.map((c) => ({
      Course: c.course_title,
      Status: STATUS_WORDS[c.status],
      'Percent complete': c.percent_complete,
      'Last activity': c.last_activity_at,
    })),
    'Lesson results': lessons.map((l) => ({
      Course: l.courseTitle,
      Lesson: l.lessonTitle,
      Status: l.status === 'completed' ? STATUS_WORDS.completed : STATUS_WORDS.started,
      'Best score (0-100)': l.bestScore,
      Stars: l.stars,
      Attempts: l.attempts,
      XP: l.xp,
      'Started at': l.startedAt.toISOString(),
      'Completed at': l.completedAt?.toISOString() ?? null,
    })),
    'Lessons and games played': plays.map((p) => ({
      Course: p.courseTitle,
      Lesson: p.lessonTitle,
      Game: p.gameType,
      'Score (0-100)': p.score,
      Stars: p.stars,
      XP: p.xp,
      'Duration in seconds': p.durationSeconds,
      'Played at': p.playedAt.toISOString(),
    })),
    Badges: badges.map((b) => ({
      Badge: badgeTitle.get(b.badgeId) ?? b.badgeId,
      'Earned at': b.earnedAt.toISOString(),
    })),
    'Journal entries': journal.map((j) => ({
      Course: j.courseTitle,
      Lesson: j.lessonTitle,
      Text: j.text,
      'Written at': j.createdAt.toISOString(),
      'Last changed at': j.updatedAt.toISOString(),
    })),
    Certificates: certs.map((c) => ({
      Course: c.courseTitle,
      'Certificate number': c.serial,
      'Issued at': c.issuedAt.toISOString(),
    })),
    Bookmarks: marks.map((b) => ({
      Type: b.itemType,
      Title: b.title,
      'Bookmarked at': b.createdAt.toISOString(),
    })),
  };
  await recordAudit(db, {
    actorId: caller.userId,
    action: 'child.export',
    targetUserId: child.id,
    details: { child_id: child.id },
    ip: caller.ip ?? null,
  });
  const safeName = (child.username ?? child.firstName).replace(/[^A-Za-z0-9_.-]/g, '') || 'child';
  return { filename: `${safeName}-data-${todayUtc(now)}.json`, data };
}
