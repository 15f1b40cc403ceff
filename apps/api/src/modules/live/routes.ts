import { ErrorBody } from '@ye/contracts/common';
import {
  CalendarFeedParams,
  CalendarFeedResponse,
  FamilyMeetingListQuery,
  FamilyMeetingPage,
  InstructorMeetingListQuery,
  Meeting,
  MeetingCreateRequest,
  MeetingPage,
  MeetingParams,
  MeetingRecordingRequest,
  MeetingUpdateRequest,
  RegisterRequest,
  RegisterResponse,
  RegistrationParams,
} from '@ye/contracts/live';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/auth.ts';
import { errorResponses } from '../../plugins/errors.ts';
import * as live from './service.ts';

/** Who runs sessions: course authors (STUDIO_ROLES); admins may manage every session. */
const HOSTS = ['instructor', 'ely_admin', 'admin'] as const;

/**
 * Live learning's schedule (decision 030): the instructor's sessions (spec paths), the families'
 * list, registration with a waitlist, and the calendar file. Another host's session is a 404.
 */
export default async function liveRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['live'];
  const hosts = app.requireRole(...HOSTS);
  const families = app.requireRole('parent', 'child');
  const parents = app.requireRole('parent');
  const deps = live.depsOf(app);
  const noContent = z.null().describe('No content');

  app.post(
    '/v1/instructor/meetings/create',
    {
      preHandler: hosts,
      schema: {
        tags,
        summary: 'Schedule a webinar or live stream (starts on a 15-minute slot)',
        body: MeetingCreateRequest,
        response: { 201: Meeting, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await live.createMeeting(deps, callerOf(request), request.body)),
  );

  app.patch(
    '/v1/instructor/meetings/update/:id',
    {
      preHandler: hosts,
      schema: {
        tags,
        summary: 'Change a session that has not taken place (moving it re-times its reminders)',
        params: MeetingParams,
        body: MeetingUpdateRequest,
        response: { 200: Meeting, ...errorResponses, 409: ErrorBody },
      },
    },
    async (request) => live.updateMeeting(deps, callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/v1/instructor/meetings/:id',
    {
      preHandler: hosts,
      schema: {
        tags,
        summary: 'Cancel a session: it leaves the lists, reminders stop and registered families are told',
        params: MeetingParams,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await live.cancelMeeting(deps, callerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/v1/instructor/meetings/recording/:id',
    {
      preHandler: hosts,
      schema: {
        tags,
        summary: 'Attach the recording made in the room (a video uploaded through the signed upload)',
        params: MeetingParams,
        body: MeetingRecordingRequest,
        response: { 200: Meeting, ...errorResponses, 409: ErrorBody },
      },
    },
    async (request) =>
      live.attachRecording(deps, callerOf(request), request.params.id, request.body.file_url),
  );

  app.get(
    '/v1/instructor/meetings/webinar/list',
    {
      preHandler: hosts,
      schema: {
        tags,
        summary: 'My sessions, upcoming (soonest first) or past (latest first), paged',
        querystring: InstructorMeetingListQuery,
        response: { 200: MeetingPage, ...errorResponses },
      },
    },
    async (request) => live.listHostMeetings(deps, callerOf(request), request.query),
  );

  app.get(
    '/v1/course/list/webinar',
    {
      preHandler: families,
      schema: {
        tags,
        summary: 'Sessions a child can join or watch, with the child’s place in each, paged',
        querystring: FamilyMeetingListQuery,
        response: { 200: FamilyMeetingPage, ...errorResponses },
      },
    },
    async (request) => live.listFamilyMeetings(deps, callerOf(request), request.query),
  );

  app.post(
    '/v1/webinars/:id/register',
    {
      preHandler: parents,
      schema: {
        tags,
        summary: 'Register my child: a place while there is one, else the waitlist (200 when already there)',
        params: MeetingParams,
        body: RegisterRequest,
        response: { 200: RegisterResponse, 201: RegisterResponse, ...errorResponses, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const { status, created } = await live.register(
        deps,
        callerOf(request),
        request.params.id,
        request.body.child_id,
      );
      return reply.status(created ? 201 : 200).send({ status });
    },
  );

  app.delete(
    '/v1/webinars/:id/register/:child_id',
    {
      preHandler: parents,
      schema: {
        tags,
        summary: 'Take my child’s place back (the first child waiting moves up)',
        params: RegistrationParams,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await live.unregister(deps, callerOf(request), request.params.id, request.params.child_id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/v1/webinars/:id/calendar.ics',
    {
      preHandler: app.requireRole('parent', 'child', ...HOSTS),
      schema: {
        tags,
        summary: 'The session as a calendar file (one event, in the host’s time zone)',
        params: MeetingParams,
        response: { 200: z.string().describe('text/calendar'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const ics = await live.calendar(deps, callerOf(request), request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="session-${request.params.id}.ics"`)
        .header('cache-control', 'private, no-store')
        .send(ics);
    },
  );

  app.get(
    '/v1/webinars/calendar-feed',
    {
      preHandler: parents,
      schema: {
        tags,
        summary: 'My family’s calendar address: every session my children are registered for',
        response: { 200: CalendarFeedResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return live.calendarFeedUrl(deps, callerOf(request));
    },
  );

  app.post(
    '/v1/webinars/calendar-feed/reset',
    {
      preHandler: parents,
      schema: {
        tags,
        summary: 'A new calendar address; calendars using the old one get nothing more',
        response: { 200: CalendarFeedResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return live.resetCalendarFeed(deps, callerOf(request));
    },
  );

  // Read by calendar apps, which send no sign-in: the random secret in the address is the credential.
  app.get(
    '/v1/webinars/feed/:secret/calendar.ics',
    {
      schema: {
        tags,
        summary: 'A family’s calendar feed (the secret address from calendar-feed)',
        security: [],
        params: CalendarFeedParams,
        response: { 200: z.string().describe('text/calendar'), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const ics = await live.familyCalendar(deps, request.params.secret);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(ics);
    },
  );
}
