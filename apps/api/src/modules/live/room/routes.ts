import websocket from '@fastify/websocket';
import { MeetingParams } from '@ye/contracts/live';
import { AttendanceResponse, IceServersResponse } from '@ye/contracts/live-room';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { now } from '../../../clock.ts';
import { callerOf } from '../../../plugins/auth.ts';
import { errorResponses } from '../../../plugins/errors.ts';
import { listAttendance, RoomRegistry, type RoomSocket } from './service.ts';

/** Who runs sessions (as the schedule's routes): course authors, and admins for every session. */
const HOSTS = ['instructor', 'ely_admin', 'admin'] as const;

/**
 * The live room (decision 031): the WebSocket that carries the waiting room and WebRTC signalling,
 * the STUN/TURN servers for the browsers, and the host's attendance list. @fastify/websocket is
 * registered inside this plugin, so only these routes can be upgraded.
 */
export default async function liveRoomRoutes(fastify: FastifyInstance) {
  await fastify.register(websocket, { options: { maxPayload: 256 * 1024 } });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['live'];
  const { iceServers } = app.config.live;
  const rooms = new RoomRegistry({
    db: app.db,
    jwtSecret: app.config.jwtSecret,
    // LIVE_P2P=off where more than one API process serves: rooms are in memory (use LiveKit there).
    p2p: app.config.live.p2p,
    // LiveKit's SDK is loaded only where it is configured (about 15 MB of a process's memory, issue 17).
    livekit: app.config.live.livekit
      ? new (await import('./livekit.ts')).LiveKitRooms(app.config.live.livekit)
      : null,
    now,
    log: app.log,
    safety: { db: app.db, jobs: app.jobs, config: app.config },
  });
  app.addHook('preClose', (done) => {
    rooms.closeAll();
    done();
  });

  app.route({
    method: 'GET',
    url: '/v1/live/:id/socket',
    schema: { hide: true },
    // A plain GET is not a room: the browser opens a WebSocket here. The token is the first message
    // (a browser cannot set headers on a WebSocket, and a URL is logged).
    handler: async (_request, reply) =>
      reply
        .status(426)
        .header('upgrade', 'websocket')
        .send({ detail: 'Open this address as a WebSocket.', code: 'upgrade_required' }),
    wsHandler: (socket, request) => {
      const id = (request.params as { id?: string }).id ?? '';
      const valid = MeetingParams.safeParse({ id });
      if (!valid.success) {
        socket.close(4404, 'We could not find that session.');
        return;
      }
      rooms.connect(socket as unknown as RoomSocket, id);
    },
  });

  app.get(
    '/v1/live/ice-servers',
    {
      preHandler: app.requireRole(...HOSTS, 'child'),
      schema: {
        tags,
        summary: 'The STUN/TURN servers the live room’s browsers use (ICE_SERVERS)',
        response: { 200: IceServersResponse, ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { ice_servers: iceServers };
    },
  );

  app.get(
    '/v1/instructor/meetings/attendance/:id',
    {
      preHandler: app.requireRole(...HOSTS),
      schema: {
        tags,
        summary: 'Who was let into the session, when, and for how long',
        params: MeetingParams,
        response: { 200: AttendanceResponse, ...errorResponses },
      },
    },
    async (request) => listAttendance({ db: app.db, now }, callerOf(request), request.params.id),
  );
}
