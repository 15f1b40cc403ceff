import { asc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { instructorAssignments } from '../assignments/tables.ts';
import {
  auditLog,
  loginAttempts,
  passwordResetTokens,
  programLoginTokens,
  refreshTokens,
  users,
} from '../auth/tables.ts';
import { cohortStudents, cohorts } from '../cohorts/tables.ts';
import { parentalConsents } from '../consent/tables.ts';
import { boardConsents, discussionBoards, discussionPosts, discussionReports } from '../discussion/tables.ts';
import { ratingPrompts } from '../learning/progress/tables.ts';
import { liveAttendance } from '../live/room/tables.ts';
import { liveMeetings, liveNotices, liveRegistrations } from '../live/tables.ts';
import { memberships, organizations } from '../organizations/tables.ts';
import { quizAnswers, quizQuestions, quizResponses, quizzes } from '../quizzes/tables.ts';
import { courses, lessons } from '../studio/tables.ts';
import { activityBatches, enrolments } from './tables.ts';

// The export's second half: every other table holding a row about the child, one query per table
// (the export-coverage test lists the schema's foreign keys and fails on a table left out).

export async function discussionPostsOfChild(db: DbOrTx, childId: string) {
  return db
    .select({
      courseTitle: courses.title,
      boardTitle: discussionBoards.title,
      body: discussionPosts.body,
      status: discussionPosts.status,
      heldReason: discussionPosts.heldReason,
      shownAs: discussionPosts.authorDisplayName,
      createdAt: discussionPosts.createdAt,
      moderatedAt: discussionPosts.moderatedAt,
    })
    .from(discussionPosts)
    .innerJoin(discussionBoards, eq(discussionBoards.id, discussionPosts.boardId))
    .innerJoin(courses, eq(courses.id, discussionBoards.courseId))
    .where(eq(discussionPosts.authorId, childId))
    .orderBy(asc(discussionPosts.createdAt));
}

export async function quizResponsesOfChild(db: DbOrTx, childId: string) {
  return db
    .select({
      id: quizResponses.id,
      quizTitle: quizzes.title,
      kind: quizzes.kind,
      submittedAt: quizResponses.submittedAt,
    })
    .from(quizResponses)
    .innerJoin(quizzes, eq(quizzes.id, quizResponses.quizId))
    .where(eq(quizResponses.childId, childId))
    .orderBy(asc(quizResponses.submittedAt));
}

/** Every answer of every quiz response of the child, with the question and the option in words. */
export async function quizAnswersOfChild(db: DbOrTx, childId: string) {
  return db
    .select({
      responseId: quizAnswers.responseId,
      prompt: quizQuestions.prompt,
      answer: sql<string | null>`${quizQuestions.options} ->> ${quizAnswers.optionIndex}`,
    })
    .from(quizAnswers)
    .innerJoin(quizResponses, eq(quizResponses.id, quizAnswers.responseId))
    .innerJoin(quizQuestions, eq(quizQuestions.id, quizAnswers.questionId))
    .where(eq(quizResponses.childId, childId))
    .orderBy(asc(quizQuestions.createdAt));
}

export async function instructorAssignmentsOfChild(db: DbOrTx, childId: string) {
  return db
    .select({
      instructorFirst: users.firstName,
      instructorLast: users.lastName,
      courseTitle: courses.title,
      lessonTitle: lessons.title,
      dueOn: instructorAssignments.dueOn,
      note: instructorAssignments.note,
      createdAt: instructorAssignments.createdAt,
    })
    .from(instructorAssignments)
    .innerJoin(users, eq(users.id, instructorAssignments.instructorId))
    .innerJoin(courses, eq(courses.id, instructorAssignments.courseId))
    .leftJoin(lessons, eq(lessons.id, instructorAssignments.lessonId))
    .where(eq(instructorAssignments.childId, childId))
    .orderBy(asc(instructorAssignments.createdAt));
}

export async function courseAssignmentsOfChild(db: DbOrTx, childId: string) {
  return db
    .select({
      courseTitle: courses.title,
      assignedAt: enrolments.enrolledAt,
      byFirst: users.firstName,
      byLast: users.lastName,
      byType: users.type,
    })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .leftJoin(users, eq(users.id, enrolments.enrolledBy))
    .where(eq(enrolments.childId, childId))
    .orderBy(asc(enrolments.enrolledAt));
}

export async function ratingPromptsOfChild(db: DbOrTx, childId: string) {
  return db
    .select({
      courseTitle: courses.title,
      createdAt: ratingPrompts.createdAt,
      resolvedAt: ratingPrompts.resolvedAt,
    })
    .from(ratingPrompts)
    .innerJoin(courses, eq(courses.id, ratingPrompts.courseId))
    .where(eq(ratingPrompts.childId, childId))
    .orderBy(asc(ratingPrompts.createdAt));
}

export async function activityBatchesOfChild(db: DbOrTx, childId: string) {
  return db
    .select({
      pageViewId: activityBatches.pageViewId,
      sequence: activityBatches.sequence,
      createdAt: activityBatches.createdAt,
    })
    .from(activityBatches)
    .where(eq(activityBatches.childId, childId))
    .orderBy(asc(activityBatches.createdAt), asc(activityBatches.sequence));
}

/** Failed sign-ins are kept under the name typed (lower-cased), not the account: the child's username. */
export async function signInAttemptsOfChild(db: DbOrTx, username: string | null) {
  if (!username) return [];
  return db
    .select({ ip: loginAttempts.ip, createdAt: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(eq(loginAttempts.accountKey, username.trim().toLowerCase()))
    .orderBy(asc(loginAttempts.createdAt));
}

/** Audit rows where the child acted or was acted on. */
export async function auditRowsOfChild(db: DbOrTx, childId: string) {
  return db
    .select({
      action: auditLog.action,
      byChild: sql<boolean>`${auditLog.actorId} = ${childId}`,
      details: auditLog.details,
      ip: auditLog.ip,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(or(eq(auditLog.actorId, childId), eq(auditLog.targetUserId, childId)))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
}

export async function webinarRegistrationsOfChild(db: DbOrTx, childId: string) {
  return db
    .select({
      name: liveMeetings.name,
      startsAt: liveMeetings.startsAt,
      status: liveRegistrations.status,
      createdAt: liveRegistrations.createdAt,
    })
    .from(liveRegistrations)
    .innerJoin(liveMeetings, eq(liveMeetings.id, liveRegistrations.meetingId))
    .where(eq(liveRegistrations.childId, childId))
    .orderBy(asc(liveRegistrations.createdAt));
}

export async function webinarAttendanceOfChild(db: DbOrTx, childId: string) {
  return db
    .select({ name: liveMeetings.name, joinedAt: liveAttendance.joinedAt, leftAt: liveAttendance.leftAt })
    .from(liveAttendance)
    .innerJoin(liveMeetings, eq(liveMeetings.id, liveAttendance.meetingId))
    .where(eq(liveAttendance.childId, childId))
    .orderBy(asc(liveAttendance.joinedAt));
}

export async function webinarRemindersOfChild(db: DbOrTx, childId: string) {
  return db
    .select({ key: liveNotices.key, sentAt: liveNotices.sentAt })
    .from(liveNotices)
    .where(eq(liveNotices.childId, childId))
    .orderBy(asc(liveNotices.sentAt));
}

const impersonator = alias(users, 'impersonator');

/** The child's sessions (never the token itself). */
export async function sessionsOfChild(db: DbOrTx, childId: string) {
  return db
    .select({
      audience: refreshTokens.audience,
      createdAt: refreshTokens.createdAt,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      revokedAt: refreshTokens.revokedAt,
      byStaff: sql<boolean>`${refreshTokens.impersonatorId} is not null`,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, childId))
    .orderBy(asc(refreshTokens.createdAt));
}

/** One-time sign-in links made for the child (never the token itself), with who made them. */
export async function signInLinksOfChild(db: DbOrTx, childId: string) {
  return db
    .select({
      issuer: programLoginTokens.issuer,
      byFirst: impersonator.firstName,
      byLast: impersonator.lastName,
      createdAt: programLoginTokens.createdAt,
      expiresAt: programLoginTokens.expiresAt,
      usedAt: programLoginTokens.usedAt,
    })
    .from(programLoginTokens)
    .leftJoin(impersonator, eq(impersonator.id, programLoginTokens.impersonatorId))
    .where(eq(programLoginTokens.userId, childId))
    .orderBy(asc(programLoginTokens.createdAt));
}

/** Password-reset links (children have no email, so normally none; listed if one ever exists). */
export async function passwordResetsOfChild(db: DbOrTx, childId: string) {
  return db
    .select({
      createdAt: passwordResetTokens.createdAt,
      expiresAt: passwordResetTokens.expiresAt,
      usedAt: passwordResetTokens.usedAt,
    })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.userId, childId))
    .orderBy(asc(passwordResetTokens.createdAt));
}

export async function membershipsOfChild(db: DbOrTx, childId: string) {
  return db
    .select({ organization: organizations.name, role: memberships.role, createdAt: memberships.createdAt })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(eq(memberships.userId, childId))
    .orderBy(asc(memberships.createdAt));
}

/** The classes (cohorts) the child is in or waiting for. */
export async function classesOfChild(db: DbOrTx, childId: string) {
  return db
    .select({ name: cohorts.name, status: cohortStudents.status, createdAt: cohortStudents.createdAt })
    .from(cohortStudents)
    .innerJoin(cohorts, eq(cohorts.id, cohortStudents.cohortId))
    .where(eq(cohortStudents.childId, childId))
    .orderBy(asc(cohortStudents.createdAt));
}

/** The parent's consent for this child (method, time, policy version). */
export async function consentsOfChild(db: DbOrTx, childId: string) {
  return db
    .select({
      method: parentalConsents.method,
      policyVersion: parentalConsents.policyVersion,
      consentedAt: parentalConsents.consentedAt,
      noticeSentAt: parentalConsents.noticeSentAt,
    })
    .from(parentalConsents)
    .where(eq(parentalConsents.childId, childId))
    .orderBy(asc(parentalConsents.consentedAt));
}

/** The parent's boards choice for the child (decision 041), or null when never made. */
export async function boardChoiceOfChild(db: DbOrTx, childId: string) {
  const rows = await db
    .select({
      enabled: boardConsents.enabled,
      displayName: boardConsents.displayName,
      changedAt: boardConsents.changedAt,
      policyVersion: boardConsents.policyVersion,
    })
    .from(boardConsents)
    .where(eq(boardConsents.childId, childId))
    .limit(1);
  return rows[0] ?? null;
}

/** Reports the child made about posts, with the board (not the post's author). */
export async function reportsByChild(db: DbOrTx, childId: string) {
  return db
    .select({
      boardTitle: discussionBoards.title,
      reason: discussionReports.reason,
      createdAt: discussionReports.createdAt,
      resolvedAt: discussionReports.resolvedAt,
    })
    .from(discussionReports)
    .innerJoin(discussionPosts, eq(discussionPosts.id, discussionReports.postId))
    .innerJoin(discussionBoards, eq(discussionBoards.id, discussionPosts.boardId))
    .where(eq(discussionReports.reporterId, childId))
    .orderBy(asc(discussionReports.createdAt));
}

/** Reports other children made about the child's posts: the reason and when, never who. */
export async function reportsAboutChild(db: DbOrTx, childId: string) {
  return db
    .select({
      boardTitle: discussionBoards.title,
      post: discussionPosts.body,
      reason: discussionReports.reason,
      createdAt: discussionReports.createdAt,
      resolvedAt: discussionReports.resolvedAt,
    })
    .from(discussionReports)
    .innerJoin(discussionPosts, eq(discussionPosts.id, discussionReports.postId))
    .innerJoin(discussionBoards, eq(discussionBoards.id, discussionPosts.boardId))
    .where(eq(discussionPosts.authorId, childId))
    .orderBy(asc(discussionReports.createdAt));
}
