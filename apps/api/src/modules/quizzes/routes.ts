import { LessonIdParams } from '@ye/contracts/catalog';
import { ErrorBody } from '@ye/contracts/common';
import {
  LessonQuizResponse,
  QuizAnswerRequest,
  QuizAnswerResult,
  QuizAttach,
  QuizCreate,
  QuizDeleted,
  QuizDetail,
  QuizIdParams,
  QuizListQuery,
  QuizPage,
  QuizQuestion,
  QuizQuestionCreate,
  QuizQuestionListQuery,
  QuizQuestionPage,
  QuizQuestionUpdate,
  QuizResults,
  QuizUpdate,
} from '@ye/contracts/quizzes';
import { STUDIO_ROLES } from '@ye/contracts/studio';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { learnerOf } from '../learning/progress/service.ts';
import * as quizzes from './service.ts';

const tags = ['quizzes'];

/**
 * Quizzes and short surveys: the instructor's question bank, quizzes built from it and attached to
 * lessons, results per question (studio roles; anyone else's question, quiz or lesson is 404), and
 * the child's side at the end of a lesson (children only; the lesson must be open to them).
 */
export default async function quizRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const studioOnly = app.requireRole(...STUDIO_ROLES);
  const childOnly = app.requireRole('child');

  // ---- question bank ---------------------------------------------------------------------------
  app.get(
    '/v1/instructor/quiz/question/list',
    {
      preHandler: studioOnly,
      schema: {
        tags,
        summary: 'My question bank, paginated',
        querystring: QuizQuestionListQuery,
        response: { 200: QuizQuestionPage, ...errorResponses },
      },
    },
    async (request) => quizzes.listQuestions(app.db, callerOf(request), request.query),
  );
  app.post(
    '/v1/instructor/quiz/question/create',
    {
      preHandler: studioOnly,
      schema: {
        tags,
        summary: 'Add a question to my bank',
        body: QuizQuestionCreate,
        response: { 201: QuizQuestion, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await quizzes.createQuestion(app.db, callerOf(request), request.body)),
  );
  app.patch(
    '/v1/instructor/quiz/question/update/:id',
    {
      preHandler: studioOnly,
      schema: {
        tags,
        summary: 'Change a question of my bank',
        params: QuizIdParams,
        body: QuizQuestionUpdate,
        response: { 200: QuizQuestion, ...errorResponses, 409: ErrorBody },
      },
    },
    async (request) => quizzes.updateQuestion(app.db, callerOf(request), request.params.id, request.body),
  );
  app.post(
    '/v1/instructor/quiz/question/archive/:id',
    {
      preHandler: studioOnly,
      schema: {
        tags,
        summary: 'Archive a question: it leaves the bank, quizzes keep it',
        params: QuizIdParams,
        response: { 200: QuizQuestion, ...errorResponses },
      },
    },
    async (request) => quizzes.archiveQuestion(app.db, callerOf(request), request.params.id),
  );

  // ---- quizzes and surveys ---------------------------------------------------------------------
  app.get(
    '/v1/instructor/quiz/list',
    {
      preHandler: studioOnly,
      schema: {
        tags,
        summary: 'My quizzes and surveys, paginated',
        querystring: QuizListQuery,
        response: { 200: QuizPage, ...errorResponses },
      },
    },
    async (request) => quizzes.listQuizzes(app.db, callerOf(request), request.query),
  );
  app.get(
    '/v1/instructor/quiz/get/:id',
    {
      preHandler: studioOnly,
      schema: {
        tags,
        summary: 'One of my quizzes or surveys with its questions',
        params: QuizIdParams,
        response: { 200: QuizDetail, ...errorResponses },
      },
    },
    async (request) => quizzes.getQuiz(app.db, callerOf(request), request.params.id),
  );
  app.post(
    '/v1/instructor/quiz/create',
    {
      preHandler: studioOnly,
      schema: {
        tags,
        summary: 'Build a quiz or survey from questions of my bank',
        body: QuizCreate,
        response: { 201: QuizDetail, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await quizzes.createQuiz(app.db, callerOf(request), request.body)),
  );
  app.patch(
    '/v1/instructor/quiz/update/:id',
    {
      preHandler: studioOnly,
      schema: {
        tags,
        summary: 'Change a quiz or survey',
        params: QuizIdParams,
        body: QuizUpdate,
        response: { 200: QuizDetail, ...errorResponses },
      },
    },
    async (request) => quizzes.updateQuiz(app.db, callerOf(request), request.params.id, request.body),
  );
  app.post(
    '/v1/instructor/quiz/delete/:id',
    {
      preHandler: studioOnly,
      schema: {
        tags,
        summary: 'Delete a quiz with its answers (its bank questions stay)',
        params: QuizIdParams,
        response: { 200: QuizDeleted, ...errorResponses },
      },
    },
    async (request) => quizzes.deleteQuiz(app.db, callerOf(request), request.params.id),
  );
  app.post(
    '/v1/instructor/quiz/attach/:id',
    {
      preHandler: studioOnly,
      schema: {
        tags,
        summary: 'Attach to a lesson of your own course (409 when the lesson has another one)',
        params: QuizIdParams,
        body: QuizAttach,
        response: { 200: QuizDetail, ...errorResponses, 409: ErrorBody },
      },
    },
    async (request) => quizzes.attachQuiz(app.db, callerOf(request), request.params.id, request.body),
  );
  app.post(
    '/v1/instructor/quiz/detach/:id',
    {
      preHandler: studioOnly,
      schema: {
        tags,
        summary: 'Take a quiz off its lesson',
        params: QuizIdParams,
        response: { 200: QuizDetail, ...errorResponses },
      },
    },
    async (request) => quizzes.detachQuiz(app.db, callerOf(request), request.params.id),
  );
  app.get(
    '/v1/instructor/quiz/results/:id',
    {
      preHandler: studioOnly,
      schema: {
        tags,
        summary: 'Answers per question: children who answered, count per option, percent right',
        params: QuizIdParams,
        response: { 200: QuizResults, ...errorResponses },
      },
    },
    async (request) => quizzes.quizResults(app.db, callerOf(request), request.params.id),
  );

  // ---- the child's side ------------------------------------------------------------------------
  app.get(
    '/v1/course/lesson/:lessonId/quiz',
    {
      preHandler: childOnly,
      schema: {
        tags,
        summary: "The lesson's quiz or survey without its right answers (quiz: null when none)",
        params: LessonIdParams,
        response: { 200: LessonQuizResponse, ...errorResponses },
      },
    },
    async (request) =>
      quizzes.lessonQuiz(app.db, learnerOf(callerOf(request), app.config), request.params.lessonId),
  );
  app.post(
    '/v1/course/lesson/:lessonId/quiz',
    {
      preHandler: childOnly,
      schema: {
        tags,
        summary: 'Answer every question once; replaces earlier answers',
        params: LessonIdParams,
        body: QuizAnswerRequest,
        response: { 200: QuizAnswerResult, ...errorResponses, 409: ErrorBody },
      },
    },
    async (request) =>
      quizzes.answerLessonQuiz(
        app.db,
        learnerOf(callerOf(request), app.config),
        request.params.lessonId,
        request.body,
      ),
  );
}
