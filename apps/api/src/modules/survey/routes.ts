import {
  Survey,
  SurveyAnswersRequest,
  SurveyIdParams,
  SurveyResult,
  SurveyStatus,
} from '@ye/contracts/survey';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.ts';
import { errorResponses } from '../../plugins/errors.ts';
import * as survey from './service.ts';

/**
 * The self-esteem survey. Anyone signed in may read the questions (a parent can see what their child
 * is asked); only a child answers, for themself. No route returns a child's answers: parents see
 * results through /v1/family/metrics, and the answers only leave in the parent's data export.
 */
export default async function surveyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const childOnly = app.requireRole('child');

  // Registered before /:id so that "status" is never read as a survey id.
  app.get(
    '/v1/survey/status',
    {
      preHandler: childOnly,
      schema: {
        tags: ['survey'],
        summary: 'When the signed-in child last took the survey, and whether a retake is due',
        response: { 200: SurveyStatus, ...errorResponses },
      },
    },
    async (request) => survey.surveyStatus(app.db, callerOf(request).userId),
  );
  app.get(
    '/v1/survey/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['survey'],
        summary: "A survey with its questions and options (the product's is id 2)",
        params: SurveyIdParams,
        response: { 200: Survey, ...errorResponses },
      },
    },
    async (request) => survey.getSurvey(request.params.id),
  );
  app.post(
    '/v1/survey/survey_answers',
    {
      preHandler: childOnly,
      schema: {
        tags: ['survey'],
        summary: "Submit the signed-in child's answers; returns the score",
        body: SurveyAnswersRequest,
        response: { 201: SurveyResult, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await survey.submitAnswers(app.db, callerOf(request).userId, request.body)),
  );
}
