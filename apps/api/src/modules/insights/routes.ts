import {
  AverageScores,
  DashboardCharts,
  DashboardChartsQuery,
  ImpactAnalysis,
  ImpactQuery,
  INSIGHT_ROLES,
} from '@ye/contracts/insights';
import { OrganizationMetrics, OrganizationMetricsParams } from '@ye/contracts/organization-metrics';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/auth.ts';
import { errorResponses } from '../../plugins/errors.ts';
import * as insights from './service.ts';

const tags = ['insights'];

/**
 * The instructor's dashboard (KPIs, series, average scores) and impact analysis with its CSV export.
 * Instructors, ely_admins and admins see their own courses, providers their organizations' courses;
 * parents and children get 403, and a named course the caller may not see is 404.
 */
export default async function insightsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const insightRoles = app.requireRole(...INSIGHT_ROLES);

  app.get(
    '/v1/instructor/dashboard/charts',
    {
      preHandler: insightRoles,
      schema: {
        tags,
        summary: 'KPI cards and enrolments/completions over time',
        querystring: DashboardChartsQuery,
        response: { 200: DashboardCharts, ...errorResponses },
      },
    },
    async (request) => insights.dashboardCharts(app.db, callerOf(request), request.query.days),
  );
  app.get(
    '/v1/instructor/dashboard/average-scores',
    {
      preHandler: insightRoles,
      schema: {
        tags,
        summary: 'Mean score and stars per course',
        response: { 200: AverageScores, ...errorResponses },
      },
    },
    async (request) => insights.averageScores(app.db, callerOf(request)),
  );
  app.get(
    '/v1/instructor/impact-analysis',
    {
      preHandler: insightRoles,
      schema: {
        tags,
        summary: 'Self-esteem before and after each course (groups under 5 withheld)',
        querystring: ImpactQuery,
        response: { 200: ImpactAnalysis, ...errorResponses },
      },
    },
    async (request) => insights.impactAnalysis(app.db, callerOf(request), request.query.course_id),
  );
  app.get(
    '/v1/instructor/impact-analysis/export.csv',
    {
      preHandler: insightRoles,
      schema: {
        tags,
        summary: 'The impact analysis as a CSV download',
        querystring: ImpactQuery,
        response: { 200: z.string().describe('text/csv'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { filename, csv } = await insights.impactCsv(app.db, callerOf(request), request.query.course_id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.get(
    '/v1/organizations/:id/metrics',
    {
      preHandler: app.requireRole('external_admin', 'provider', 'admin'),
      schema: {
        tags,
        summary: "Learners and completions of one of the caller's organizations' courses (under 5 withheld)",
        params: OrganizationMetricsParams,
        response: { 200: OrganizationMetrics, ...errorResponses },
      },
    },
    async (request) => insights.organizationMetrics(app.db, callerOf(request), request.params.id),
  );
}
