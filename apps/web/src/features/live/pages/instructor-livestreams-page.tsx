import { HostMeetingsPage } from './host-meetings-page.tsx';

/** /instructor/webinars/livestreams: the instructor's live streams. */
export default function InstructorLivestreamsPage() {
  return <HostMeetingsPage kind="livestream" />;
}
