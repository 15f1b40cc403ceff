import type { ChildExport } from '@ye/contracts/family';
import { BADGES } from '@ye/contracts/learning';
import { labelFor, ROSENBERG_ITEMS, SELF_ESTEEM_SURVEY } from '@ye/contracts/rosenberg';
import { clock, todayUtc } from '../../clock.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Caller } from '../../plugins/auth.ts';
import { recordAudit } from '../auth/service.ts';
import { coachReflectionsOf, coachSettingOf } from '../coach/service.ts';
import { gameAttemptsOfChild, gameSessionsOfChild } from '../games-adapt/service.ts';
import { streakChoiceOf } from '../learning/rewards/service.ts';
import { choicesOfChild, gameSkillOfChild, personalisationSettingOf } from '../personalisation/service.ts';
import { alertsOfChild } from '../safety/service.ts';
import * as x from './export-queries.ts';
import * as q from './queries.ts';
import { requireOwnChild } from './service.ts';

// A parent downloads everything we hold about their child (the export is audited).

const STATUS_WORDS = {
  'not-started': 'Not started',
  started: 'In progress',
  completed: 'Completed',
} as const;

/**
 * Where each column that points at the child lands in the file ("table.column" -> section). The
 * export-coverage test reads the schema's foreign keys to users (and to the child's own rows) and
 * fails on any not listed here or among its reasoned exclusions.
 */
export const EXPORTED_COLUMNS: Record<string, keyof ChildExport> = {
  'users.parent_id': 'Child',
  'child_focus_areas.child_id': 'Child',
  'survey_responses.child_id': 'Self-esteem survey results',
  'survey_answers.response_id': 'Self-esteem survey results',
  'daily_metrics.child_id': 'Daily activity',
  'course_ratings.child_id': 'Course ratings by the parent',
  'course_progress.child_id': 'Courses',
  'lesson_progress.child_id': 'Lesson results',
  'lesson_plays.child_id': 'Lessons and games played',
  'child_badges.child_id': 'Badges',
  'journal_entries.child_id': 'Journal entries',
  'certificates.child_id': 'Certificates',
  'bookmarks.user_id': 'Bookmarks',
  'discussion_posts.author_id': 'Discussion board posts',
  'quiz_responses.child_id': 'Quiz and survey answers',
  'quiz_answers.response_id': 'Quiz and survey answers',
  'instructor_assignments.child_id': 'Work set by instructors',
  'course_assignments.child_id': 'Courses assigned',
  'rating_prompts.child_id': 'Rating reminders to the parent',
  'activity_batches.child_id': 'Activity reports from the browser',
  'login_attempts.account_key': 'Failed sign-ins with this username',
  'refresh_tokens.user_id': 'Sessions (signed-in devices)',
  'program_login_tokens.user_id': 'One-time sign-in links',
  'password_reset_tokens.user_id': 'Password reset links',
  'memberships.user_id': 'Organisation memberships',
  'live_registrations.child_id': 'Webinar sign-ups',
  'live_attendance.child_id': 'Webinar attendance',
  'live_notices.child_id': 'Webinar reminders sent',
  'cohort_students.child_id': 'Classes',
  'parental_consents.child_id': 'Parental consent',
  'safety_alerts.child_id': 'Safety alerts to the parent',
  'coach_settings.child_id': 'Reflections with the helper',
  'coach_reflections.child_id': 'Reflections with the helper',
  'personalisation_settings.child_id': 'Learned personalisation',
  'recommendation_choices.child_id': 'Learned personalisation',
  'game_skills.child_id': 'Learned personalisation',
  'game_item_attempts.child_id': 'Game answers',
  'game_sessions.child_id': 'Game answers',
  'child_streak_choices.child_id': 'Streaks',
  'board_consents.child_id': 'Boards and display name',
  'discussion_reports.reporter_id': 'Board posts the child reported',
  'discussion_reports.post_id': "Reports about the child's posts",
  'audit_log.actor_id': 'Audit records',
  'audit_log.target_user_id': 'Audit records',
};

const fullName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ') || 'Someone no longer with us';

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
  const [posts, quizResponses, quizAnswers, setWork, assigned, prompts, batches, attempts, audits] =
    await Promise.all([
      x.discussionPostsOfChild(db, child.id),
      x.quizResponsesOfChild(db, child.id),
      x.quizAnswersOfChild(db, child.id),
      x.instructorAssignmentsOfChild(db, child.id),
      x.courseAssignmentsOfChild(db, child.id),
      x.ratingPromptsOfChild(db, child.id),
      x.activityBatchesOfChild(db, child.id),
      x.signInAttemptsOfChild(db, child.username),
      x.auditRowsOfChild(db, child.id),
    ]);
  const [sessions, links, resets, orgs, signUps, attended, reminders, classes, consents] = await Promise.all([
    x.sessionsOfChild(db, child.id),
    x.signInLinksOfChild(db, child.id),
    x.passwordResetsOfChild(db, child.id),
    x.membershipsOfChild(db, child.id),
    x.webinarRegistrationsOfChild(db, child.id),
    x.webinarAttendanceOfChild(db, child.id),
    x.webinarRemindersOfChild(db, child.id),
    x.classesOfChild(db, child.id),
    x.consentsOfChild(db, child.id),
  ]);
  const [boardChoice, reportsMade, reportsAbout] = await Promise.all([
    x.boardChoiceOfChild(db, child.id),
    x.reportsByChild(db, child.id),
    x.reportsAboutChild(db, child.id),
  ]);
  const [learning, shown, gameSkill, gameAnswers, gamesOpen] = await Promise.all([
    personalisationSettingOf(db, child.id),
    choicesOfChild(db, child.id),
    gameSkillOfChild(db, child.id),
    gameAttemptsOfChild(db, child.id),
    gameSessionsOfChild(db, child.id),
  ]);
  const alerts = await alertsOfChild(db, child.id);
  const [coachSetting, reflections] = await Promise.all([
    coachSettingOf(db, child.id),
    coachReflectionsOf(db, child.id),
  ]);
  const streaks = await streakChoiceOf(db, child.id);
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
    'Discussion board posts': posts.map((p) => ({
      Course: p.courseTitle,
      Board: p.boardTitle,
      Text: p.body,
      Status: p.status,
      'Why it was held': p.heldReason,
      'Shown to others as': p.shownAs,
      'Written at': p.createdAt.toISOString(),
      'Checked at': p.moderatedAt?.toISOString() ?? null,
    })),
    'Quiz and survey answers': quizResponses.map((r) => ({
      Quiz: r.quizTitle,
      Kind: r.kind,
      'Submitted at': r.submittedAt.toISOString(),
      Answers: quizAnswers
        .filter((a) => a.responseId === r.id)
        .map((a) => ({ Question: a.prompt, Answer: a.answer })),
    })),
    'Work set by instructors': setWork.map((w) => ({
      Instructor: fullName(w.instructorFirst, w.instructorLast),
      Course: w.courseTitle,
      Lesson: w.lessonTitle,
      'Due on': w.dueOn,
      Note: w.note,
      'Set at': w.createdAt.toISOString(),
    })),
    'Courses assigned': assigned.map((a) => ({
      Course: a.courseTitle,
      'Assigned by': a.byType === 'parent' ? 'Parent' : fullName(a.byFirst, a.byLast),
      'Assigned at': a.assignedAt.toISOString(),
    })),
    'Rating reminders to the parent': prompts.map((p) => ({
      Course: p.courseTitle,
      'Shown from': p.createdAt.toISOString(),
      'Answered at': p.resolvedAt?.toISOString() ?? null,
    })),
    'Activity reports from the browser': batches.map((b) => ({
      'Page view': b.pageViewId,
      'Report number': b.sequence,
      'Received at': b.createdAt.toISOString(),
    })),
    'Failed sign-ins with this username': attempts.map((a) => ({
      'IP address': a.ip,
      At: a.createdAt.toISOString(),
    })),
    'Sessions (signed-in devices)': sessions.map((s) => ({
      App: s.audience,
      'Signed in at': s.createdAt.toISOString(),
      'Expires at': s.expiresAt.toISOString(),
      'Renewed at': s.usedAt?.toISOString() ?? null,
      'Signed out at': s.revokedAt?.toISOString() ?? null,
      'Opened by staff': s.byStaff,
    })),
    'One-time sign-in links': links.map((l) => ({
      'Made by': l.byFirst === null ? l.issuer : fullName(l.byFirst, l.byLast),
      'Made at': l.createdAt.toISOString(),
      'Expires at': l.expiresAt.toISOString(),
      'Used at': l.usedAt?.toISOString() ?? null,
    })),
    'Password reset links': resets.map((r) => ({
      'Made at': r.createdAt.toISOString(),
      'Expires at': r.expiresAt.toISOString(),
      'Used at': r.usedAt?.toISOString() ?? null,
    })),
    'Organisation memberships': orgs.map((o) => ({
      Organisation: o.organization,
      Role: o.role,
      Since: o.createdAt.toISOString(),
    })),
    'Webinar sign-ups': signUps.map((r) => ({
      Webinar: r.name,
      Starts: r.startsAt.toISOString(),
      Status: r.status,
      'Signed up at': r.createdAt.toISOString(),
    })),
    'Webinar attendance': attended.map((a) => ({
      Webinar: a.name,
      Joined: a.joinedAt.toISOString(),
      Left: a.leftAt?.toISOString() ?? null,
    })),
    'Webinar reminders sent': reminders.map((r) => ({ Reminder: r.key, 'Sent at': r.sentAt.toISOString() })),
    'Parental consent': consents.map((c) => ({
      Method: c.method,
      'Privacy policy version': c.policyVersion,
      'Given at': c.consentedAt.toISOString(),
      'Notice emailed at': c.noticeSentAt?.toISOString() ?? null,
    })),
    'Learned personalisation': {
      'Turned on': learning?.learned === true,
      'Changed at': learning?.changedAt.toISOString() ?? null,
      'Courses shown': shown.map((s) => ({
        Course: s.course,
        Position: s.position,
        'Chance of coming first': s.probability,
        'Expected change (points)': s.expectedChange,
        Policy: s.policy,
        'Shown at': s.shownAt.toISOString(),
      })),
      'Game skill kept': gameSkill
        ? {
            Skill: gameSkill.skill,
            'Answers counted': gameSkill.attempts,
            'Updated at': gameSkill.updatedAt.toISOString(),
          }
        : null,
    },
    'Game answers': {
      Answers: gameAnswers.map((a) => ({
        Game: a.lesson,
        Item: a.itemKey,
        Right: a.correct,
        At: a.at.toISOString(),
      })),
      'Games in progress': gamesOpen.map((g) => ({
        Game: g.lesson,
        'Skill estimate': g.skill,
        'Items answered': g.played.length,
        'Started at': g.startedAt.toISOString(),
      })),
    },
    'Safety alerts to the parent': alerts.map((a) => ({
      Where: a.source,
      Kind: a.category,
      'Rules version': a.ruleVersion,
      'Raised at': a.createdAt.toISOString(),
      'Seen by the parent at': a.seenAt?.toISOString() ?? null,
    })),
    'Reflections with the helper': {
      'Turned on': coachSetting?.enabled === true,
      'Changed at': coachSetting?.changedAt.toISOString() ?? null,
      Reflections: reflections.map((r) => ({
        Lesson: r.lessonTitle,
        'Started at': r.startedAt.toISOString(),
        'Finished at': r.finishedAt?.toISOString() ?? null,
        Model: r.model,
        Turns: r.turns.map((t) => ({
          Who: t.role === 'child' ? 'Child' : 'Helper',
          Text: t.text,
          Note: t.note,
        })),
      })),
    },
    Streaks: {
      'Turned on': streaks?.streaksOn === true,
      'Changed at': streaks?.changedAt.toISOString() ?? null,
    },
    'Boards and display name': {
      'Turned on': boardChoice?.enabled === true,
      'Display name': boardChoice?.displayName ?? null,
      'Changed at': boardChoice?.changedAt.toISOString() ?? null,
      'Privacy policy version': boardChoice?.policyVersion ?? null,
    },
    'Board posts the child reported': reportsMade.map((r) => ({
      Board: r.boardTitle,
      Reason: r.reason,
      'Reported at': r.createdAt.toISOString(),
      'Settled at': r.resolvedAt?.toISOString() ?? null,
    })),
    "Reports about the child's posts": reportsAbout.map((r) => ({
      Board: r.boardTitle,
      Post: r.post,
      Reason: r.reason,
      'Reported at': r.createdAt.toISOString(),
      'Settled at': r.resolvedAt?.toISOString() ?? null,
    })),
    Classes: classes.map((c) => ({ Class: c.name, Status: c.status, Since: c.createdAt.toISOString() })),
    'Audit records': audits.map((a) => ({
      Action: a.action,
      'Done by the child': a.byChild === true,
      Details: a.details,
      'IP address': a.ip,
      At: a.createdAt.toISOString(),
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
