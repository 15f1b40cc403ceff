import type { MeetingKind, MeetingStatus, RegistrationStatus } from '@ye/contracts/live';

/** How the pages name a kind of session. */
export function kindWords(kind: MeetingKind) {
  return kind === 'webinar'
    ? {
        one: 'webinar',
        many: 'webinars',
        title: 'Webinars',
        schedule: 'Schedule a webinar',
        scheduleShort: 'Schedule webinar',
      }
    : {
        one: 'live stream',
        many: 'live streams',
        title: 'Live streams',
        schedule: 'Schedule a live stream',
        scheduleShort: 'Schedule live stream',
      };
}

/** A session's status in plain words. */
export const STATUS_WORDS: Record<MeetingStatus, string> = {
  scheduled: 'Scheduled',
  live: 'Live now',
  ended: 'Ended',
  cancelled: 'Cancelled',
};

/** A child's place, in plain words for the parent. */
export const PLACE_WORDS: Record<RegistrationStatus, string> = {
  registered: 'Registered',
  waitlisted: 'On the waitlist',
};
