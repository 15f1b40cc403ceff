import AddRounded from '@mui/icons-material/AddRounded';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ChildProfile } from '@ye/contracts/family';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { formatDate, plural } from '../../../lib/format.ts';
import { PATHS } from '../../../lib/paths.ts';
import {
  useCheckProgress,
  useChildList,
  useChildMetrics,
  useChildProfile,
  useExportChild,
  useRemoveChild,
} from '../api.ts';
import { ChildAvatar } from '../components/child-avatar.tsx';
import { ChildCourses } from '../components/child-courses.tsx';
import { DailyMetricsChart } from '../components/daily-metrics-chart.tsx';
import { EditChildDialog } from '../components/edit-child-dialog.tsx';
import { EnrolCourseDialog } from '../components/enrol-course-dialog.tsx';
import { JournalEntries } from '../components/journal-entries.tsx';
import { RatingPromptDialog } from '../components/rating-prompt-dialog.tsx';
import { RecentGames } from '../components/recent-games.tsx';
import { SelfEsteemChart } from '../components/self-esteem-chart.tsx';

const RANGES = [30, 90] as const;

function Section({
  id,
  title,
  children,
  action,
}: {
  id: string;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 2,
        }}
      >
        <Typography id={id} component="h2" variant="h4">
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

function BackLink() {
  return (
    <Button
      component={RouterLink}
      to={PATHS.dashboard}
      startIcon={<ArrowBackRounded />}
      sx={{ mb: 2, ml: -1 }}
    >
      Back to the dashboard
    </Button>
  );
}

/** /studentDashboard/:childId: the parent's view of one child. */
export default function ChildDashboardPage() {
  const { childId = '' } = useParams();
  const profile = useChildProfile(childId);

  if (profile.isPending)
    return (
      <Box aria-busy="true">
        <BackLink />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 4 }}>
          <Skeleton variant="circular" width={88} height={88} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width={200} height={48} />
            <Skeleton width={120} />
          </Box>
        </Box>
        <Skeleton variant="rounded" height={320} sx={{ mb: 3 }} />
        <Skeleton variant="rounded" height={320} />
      </Box>
    );

  if (profile.isError) {
    const notFound = profile.error instanceof ApiError && [400, 404].includes(profile.error.status);
    return (
      <Box sx={{ textAlign: 'center', py: 6, maxWidth: 560, mx: 'auto' }}>
        <SearchOffRounded aria-hidden sx={{ fontSize: 72, color: 'purple.main', mb: 2 }} />
        <Typography component="h1" variant="h2" sx={{ mb: 1 }}>
          {notFound ? 'We can’t find this child' : 'Something went wrong'}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {notFound
            ? 'This child is not part of your family on Youth Enrichments, or their account was deleted.'
            : 'We could not load this page just now. Please try again in a moment.'}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
          {notFound ? null : (
            <Button variant="outlined" onClick={() => profile.refetch()}>
              Try again
            </Button>
          )}
          <Button component={RouterLink} to={PATHS.dashboard} variant="contained">
            Back to the dashboard
          </Button>
        </Box>
      </Box>
    );
  }

  return <ChildView child={profile.data} />;
}

function ChildView({ child }: { child: ChildProfile }) {
  const [days, setDays] = useState<number>(30);
  const [editing, setEditing] = useState(false);
  // "Assign a course" keeps the parent on this child's page (also opened by ?assign=1 from the dashboard).
  const [params, setParams] = useSearchParams();
  const enrolling = params.get('assign') === '1';
  const setEnrolling = (open: boolean) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (open) next.set('assign', '1');
        else next.delete('assign');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const metrics = useChildMetrics(child.child_id, days);
  const list = useChildList();
  const summary = list.data?.find((c) => c.child_id === child.child_id);
  const progress = useCheckProgress(child.child_id);

  return (
    <Box>
      <BackLink />
      <Box component="header" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 4 }}>
        <ChildAvatar name={child.name} src={child.avatar_url} size={88} />
        <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
          <Typography
            component="h1"
            variant="h1"
            sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.75rem', sm: '2.25rem' } }}
          >
            {child.name}
          </Typography>
          <Typography color="text.secondary">
            {child.age === null
              ? `@${child.username}`
              : `${plural(child.age, 'year')} old · @${child.username}`}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            component={RouterLink}
            to={PATHS.certificates}
            variant="outlined"
            startIcon={<EmojiEventsRounded />}
          >
            Certificates
          </Button>
          <Button variant="outlined" startIcon={<EditRounded />} onClick={() => setEditing(true)}>
            Edit profile
          </Button>
        </Box>
      </Box>

      <Box sx={{ display: 'grid', gap: 3 }}>
        <Section id="self-esteem-heading" title="Self-esteem over time">
          {metrics.isPending ? (
            <Skeleton variant="rounded" height={280} />
          ) : metrics.isError ? (
            <Typography>We could not load {child.name}’s survey results just now.</Typography>
          ) : (
            <SelfEsteemChart name={child.name} data={metrics.data} />
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {child.name} answers the Rosenberg Self-Esteem Scale (Rosenberg, 1965): ten short statements,
            scored 0 to 30 and shown here as a percent. The scale has no “low” or “high” cut-offs, so look at
            how the line moves over time rather than at a single number.
          </Typography>
        </Section>

        <Section
          id="daily-heading"
          title="Day by day"
          action={
            <ToggleButtonGroup
              size="small"
              exclusive
              value={days}
              onChange={(_e, v: number | null) => v && setDays(v)}
              aria-label="How many days to show"
            >
              {RANGES.map((r) => (
                <ToggleButton key={r} value={r} sx={{ px: 1.5 }}>
                  {r} days
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          }
        >
          {metrics.isPending ? (
            <Skeleton variant="rounded" height={300} />
          ) : metrics.isError ? (
            <Typography>We could not load {child.name}’s activity just now.</Typography>
          ) : (
            <DailyMetricsChart name={child.name} data={metrics.data} days={days} />
          )}
        </Section>

        <Section
          id="courses-heading"
          title="Courses"
          action={
            <Button variant="outlined" startIcon={<AddRounded />} onClick={() => setEnrolling(true)}>
              Assign a course
            </Button>
          }
        >
          {list.isPending ? (
            <Box aria-busy="true" sx={{ display: 'grid', gap: 1 }}>
              <Skeleton width="40%" />
              <Skeleton variant="rounded" height={64} />
              <Skeleton variant="rounded" height={64} />
            </Box>
          ) : list.isError ? (
            <Box>
              <Typography sx={{ mb: 1 }}>We could not load {child.name}’s courses just now.</Typography>
              <Button variant="outlined" onClick={() => list.refetch()}>
                Try again
              </Button>
            </Box>
          ) : (
            <ChildCourses
              name={child.name}
              childId={child.child_id}
              summary={summary}
              progress={progress.data}
            />
          )}
        </Section>

        <Section id="games-heading" title="Recently played games">
          <RecentGames childId={child.child_id} name={child.name} />
        </Section>

        <Section id="journal-heading" title="Journal">
          <JournalEntries childId={child.child_id} name={child.name} />
        </Section>

        <DataSection child={child} />
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

function DataSection({ child }: { child: ChildProfile }) {
  const confirm = useConfirm();
  const navigate = useNavigate();
  const remove = useRemoveChild();
  const exportData = useExportChild();
  const name = child.name;

  const onDownload = () =>
    exportData.mutate(
      { childId: child.child_id, name },
      { onSuccess: () => toast.success(`${name}’s data is downloaded.`) },
    );

  const onDelete = async () => {
    const ok = await confirm({
      title: `Delete ${name}?`,
      message: `This deletes ${name}'s account and all of ${name}'s progress, survey results and activity. This cannot be undone.`,
      confirmText: 'Yes, Delete',
      destructive: true,
    });
    if (!ok) return;
    remove.mutate(child.child_id, {
      onSuccess: () => {
        toast.success(`${name}’s account and data have been deleted.`);
        navigate(PATHS.dashboard, { replace: true });
      },
    });
  };

  return (
    <Section id="data-heading" title="Your child’s data">
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        Everything we hold about {name} belongs to you. Download it as one readable file, or delete {name}’s
        account and all of its data. {name} joined on {formatDate(child.date_joined)}.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button
          variant="outlined"
          startIcon={<DownloadRounded />}
          onClick={onDownload}
          loading={exportData.isPending}
          loadingPosition="start"
        >
          Download data
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteOutlineRounded />}
          onClick={onDelete}
          loading={remove.isPending}
          loadingPosition="start"
        >
          Delete child
        </Button>
      </Box>
    </Section>
  );
}
