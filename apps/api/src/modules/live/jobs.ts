import { z } from 'zod';
import { defineJob } from '../../jobs/queue.ts';
import { REMINDER_JOB, sendReminders } from './service.ts';

/**
 * `live.reminder`: a session's reminder 24 hours or 15 minutes before it starts, queued to run at
 * that time (decision 030). It mails the parents of the children registered when it runs, each once,
 * and does nothing when the session was cancelled or moved (a newer job carries the new time).
 */
export const liveReminderJob = defineJob({
  name: REMINDER_JOB,
  payload: z.object({
    meetingId: z.uuid(),
    kind: z.enum(['24h', '15m']),
    startsAt: z.string(),
  }),
  retryLimit: 3,
  retryDelaySeconds: 30,
  handle: async (payload, ctx) => {
    const sent = await sendReminders(
      { db: ctx.db, config: ctx.config, jobs: ctx.jobs, now: ctx.now },
      payload,
    );
    if (sent > 0)
      ctx.log.info({ meetingId: payload.meetingId, kind: payload.kind, sent }, 'session reminders sent');
  },
});

export const LIVE_JOBS = [liveReminderJob];
