import { HostMeetingsPage } from './host-meetings-page.tsx';

/** /instructor/webinars?page=1: the instructor's webinars. */
export default function InstructorWebinarsPage() {
  return <HostMeetingsPage kind="webinar" />;
}
