import Box from '@mui/material/Box';
import type { ChildProfile } from '@ye/contracts/family';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { useCheckProgress, useChildList, useChildMetrics, useChildProfile } from '../api.ts';
import { BoardsConsentSection } from '../components/child-dashboard/boards-consent.tsx';
import { ChildHeader } from '../components/child-dashboard/child-header.tsx';
import {
  BackLink,
  ChildPageLoading,
  ChildPageProblem,
} from '../components/child-dashboard/child-page-states.tsx';
import { ChildSection } from '../components/child-dashboard/child-section.tsx';
import { CoachSection } from '../components/child-dashboard/coach-section.tsx';
import { CoursesSection } from '../components/child-dashboard/courses-section.tsx';
import { DataSection } from '../components/child-dashboard/data-section.tsx';
import { EditChildDialog } from '../components/child-dashboard/edit-child-dialog.tsx';
import { EnrolCourseDialog } from '../components/child-dashboard/enrol-course-dialog.tsx';
import { InstructorNotesSection } from '../components/child-dashboard/instructor-notes.tsx';
import { JournalEntries } from '../components/child-dashboard/journal-entries.tsx';
import { DailySection, SelfEsteemSection } from '../components/child-dashboard/metrics-sections.tsx';
import { PersonalisationSection } from '../components/child-dashboard/personalisation-switch.tsx';
import { RecentGames } from '../components/child-dashboard/recent-games.tsx';
import { StreakChoiceSection } from '../components/child-dashboard/streak-choice.tsx';
import {
  useChildDataActions,
  useUnenrolWithConfirm,
} from '../components/child-dashboard/use-child-actions.ts';
import { RatingPromptDialog } from '../components/rating-prompt-dialog.tsx';

/** /studentDashboard/:childId: the parent's view of one child. */
export default function ChildDashboardPage() {
  const { childId = '' } = useParams();
  const profile = useChildProfile(childId);

  if (profile.isPending) return <ChildPageLoading />;
  if (profile.isError)
    return (
      <ChildPageProblem
        notFound={profile.error instanceof ApiError && [400, 404].includes(profile.error.status)}
        onRetry={() => profile.refetch()}
      />
    );
  return <ChildView child={profile.data} />;
}

/** "Assign a course" keeps the parent on this child's page (also opened by ?assign=1 from the dashboard). */
function useEnrolDialogParam() {
  const [params, setParams] = useSearchParams();
  const open = params.get('assign') === '1';
  const setOpen = (next: boolean) =>
    setParams(
      (p) => {
        const query = new URLSearchParams(p);
        if (next) query.set('assign', '1');
        else query.delete('assign');
        return query;
      },
      { replace: true, preventScrollReset: true },
    );
  return [open, setOpen] as const;
}

function ChildView({ child }: { child: ChildProfile }) {
  const [days, setDays] = useState<number>(30);
  const [editing, setEditing] = useState(false);
  const [enrolling, setEnrolling] = useEnrolDialogParam();
  const metrics = useChildMetrics(child.child_id, days);
  const list = useChildList();
  const summary = list.data?.find((c) => c.child_id === child.child_id);
  const progress = useCheckProgress(child.child_id);
  const { deleting, downloading, onDelete, onDownload } = useChildDataActions(child);
  const { unenrolling, onUnenrol } = useUnenrolWithConfirm(child);

  return (
    <Box>
      <BackLink />
      <ChildHeader child={child} onEdit={() => setEditing(true)} />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <SelfEsteemSection name={child.name} metrics={metrics} />
        <DailySection name={child.name} metrics={metrics} days={days} onDaysChange={setDays} />
        <CoursesSection
          child={child}
          listStatus={list.status}
          summary={summary}
          progress={progress.data}
          onRetry={() => list.refetch()}
          onEnrol={() => setEnrolling(true)}
          unenrolling={unenrolling}
          onUnenrol={onUnenrol}
        />
        <ChildSection id="games-heading" title="Recently played games">
          <RecentGames childId={child.child_id} name={child.name} />
        </ChildSection>
        <ChildSection id="journal-heading" title="Journal">
          <JournalEntries childId={child.child_id} name={child.name} />
        </ChildSection>
        <InstructorNotesSection child={child} />
        <BoardsConsentSection child={child} />
        <StreakChoiceSection child={child} />
        <PersonalisationSection child={child} />
        <CoachSection child={child} />
        <DataSection
          child={child}
          downloading={downloading}
          deleting={deleting}
          onDownload={onDownload}
          onDelete={onDelete}
        />
      </Box>

      <EditChildDialog open={editing} child={child} onClose={() => setEditing(false)} />
      <EnrolCourseDialog
        open={enrolling}
        child={child}
        summary={summary}
        onClose={() => setEnrolling(false)}
      />
      <RatingPromptDialog childId={child.child_id} />
    </Box>
  );
}
