import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import TrendingDownRounded from '@mui/icons-material/TrendingDownRounded';
import TrendingFlatRounded from '@mui/icons-material/TrendingFlatRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { StudioStudent } from '@ye/contracts/studio';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Loading } from '../../../components/loading.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageNav } from '../../../components/page-nav.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { errorMessage } from '../../../lib/error-toast.ts';
import { formatDate } from '../../../lib/format.ts';
import { PATHS } from '../../../lib/paths.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { SEARCH_DELAY_MS } from '../api.ts';
import { STUDENTS_PAGE_SIZE, useStudentCourseChoices, useStudioStudents } from '../students-api.ts';

const SEARCH_MAX = 60;

/** 'Today', 'Yesterday', '3 days ago' within a week, else the date as MMM DD, YYYY. */
export function lastActiveLabel(iso: string, now: Date = new Date()): string {
  const when = dayjs(iso);
  if (!when.isValid()) return '';
  const days = dayjs(now).startOf('day').diff(when.startOf('day'), 'day');
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  return formatDate(iso);
}

function LastActive({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDate(iso)}>
      {lastActiveLabel(iso)}
    </time>
  );
}

/**
 * The change in self-esteem survey percent: '+5' with an arrow up, '-3' with an arrow down, '0'
 * level. Sign, arrow and words carry the meaning, not only the colour.
 */
export function SelfEsteemChange({ change }: { change: number | null }) {
  if (change === null)
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        Not enough surveys yet
      </Typography>
    );
  const Icon = change > 0 ? TrendingUpRounded : change < 0 ? TrendingDownRounded : TrendingFlatRounded;
  const shown = change > 0 ? `+${change}` : String(change);
  const spoken =
    change > 0
      ? `Up ${change} point${change === 1 ? '' : 's'}`
      : change < 0
        ? `Down ${-change} point${change === -1 ? '' : 's'}`
        : 'No change';
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        fontWeight: 600,
        color: change > 0 ? 'primary.main' : change < 0 ? 'error.main' : 'text.secondary',
      }}
    >
      <Icon aria-hidden fontSize="small" />
      <span aria-hidden>{shown}</span>
      <Box component="span" sx={visuallyHidden}>
        {spoken}
      </Box>
    </Box>
  );
}

function Progress({ student }: { student: StudioStudent }) {
  const done = student.status === 'completed';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 140 }}>
      <LinearProgress
        variant="determinate"
        value={student.percent}
        aria-label={`${student.first_name}’s progress in ${student.course_title}`}
        sx={{ flex: 1, height: 8, borderRadius: 4, bgcolor: 'grey.100' }}
      />
      <Typography
        component="span"
        variant="body2"
        // Wide enough for '100%' and the tick, so the bars of every row line up.
        sx={{
          fontWeight: 600,
          width: 68,
          flexShrink: 0,
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
        }}
      >
        {`${student.percent}%`}
        {done ? (
          <CheckCircleRounded titleAccess="Completed" fontSize="small" sx={{ color: 'primary.main' }} />
        ) : null}
      </Typography>
    </Box>
  );
}

const ageText = (band: string | null) => (band ? band.replace('-', '–') : 'Not given');

function StudentsTable({ rows, caption }: { rows: StudioStudent[]; caption: string }) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
      <Table>
        <Box component="caption" sx={visuallyHidden}>
          {caption}
        </Box>
        <TableHead>
          <TableRow>
            <TableCell scope="col">Child</TableCell>
            <TableCell scope="col">Age</TableCell>
            <TableCell scope="col">Course</TableCell>
            <TableCell scope="col" sx={{ width: 220 }}>
              Progress
            </TableCell>
            <TableCell scope="col">Last active</TableCell>
            <TableCell scope="col">Self-esteem change</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((s) => (
            <TableRow key={`${s.child_id}-${s.course_id}`}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {s.first_name}
              </TableCell>
              <TableCell>{ageText(s.age_band)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{s.course_title}</TableCell>
              <TableCell>
                <Progress student={s} />
              </TableCell>
              <TableCell>
                <LastActive iso={s.last_active_at} />
              </TableCell>
              <TableCell>
                <SelfEsteemChange change={s.self_esteem_change} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

function StudentCards({ rows }: { rows: StudioStudent[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {rows.map((s) => (
        <li key={`${s.child_id}-${s.course_id}`}>
          <Paper
            component="article"
            variant="outlined"
            aria-label={`${s.first_name}, ${s.course_title}`}
            sx={{ p: 2, borderRadius: 4 }}
          >
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                {s.first_name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {s.age_band ? `Age ${ageText(s.age_band)}` : 'Age not given'}
              </Typography>
            </Box>
            <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }}>{s.course_title}</Typography>
            <Progress student={s} />
            <Box
              component="dl"
              sx={{ m: 0, mt: 1.5, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}
            >
              <Fact label="Last active">
                <LastActive iso={s.last_active_at} />
              </Fact>
              <Fact label="Self-esteem change">
                <SelfEsteemChange change={s.self_esteem_change} />
              </Fact>
            </Box>
          </Paper>
        </li>
      ))}
    </Box>
  );
}

function CourseFilter({ value, onChange }: { value: string; onChange: (courseId: string) => void }) {
  const choices = useStudentCourseChoices();
  const courses = choices.data ?? [];
  return (
    <TextField
      select
      label="Course"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: { xs: '100%', sm: 260 }, maxWidth: { sm: 360 } }}
    >
      <option value="">All courses</option>
      {courses.map((c) => (
        <option key={c.id} value={c.id}>
          {c.status === 'draft' ? `${c.title} (draft)` : c.title}
        </option>
      ))}
      {/* A course from the URL that is not in the list (yet) stays selectable. */}
      {value && !courses.some((c) => c.id === value) ? <option value={value}>This course</option> : null}
    </TextField>
  );
}

/**
 * /instructor/students: the children in the instructor's courses (first name, age band, progress,
 * last active, self-esteem change), searchable by first name, filtered by course and paginated. A
 * table on wide screens, cards on narrow ones. Search, course and page live in the URL.
 */
export default function StudentsPage() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const courseId = params.get('course') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useStudioStudents({ q, courseId, page });

  const setQuery = (next: { q?: string; course?: string; page?: number }) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        for (const key of ['q', 'course'] as const) {
          const value = next[key];
          if (value === undefined) continue;
          if (value) out.set(key, value);
          else out.delete(key);
          out.delete('page');
        }
        if (next.page !== undefined) {
          if (next.page > 1) out.set('page', String(next.page));
          else out.delete('page');
        }
        return out;
      },
      { replace: next.q !== undefined },
    );

  const data = list.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.count / STUDENTS_PAGE_SIZE)) : 1;
  const shownPage = Math.min(page, pageCount);
  const filtered = Boolean(q || courseId);
  const first = data ? (shownPage - 1) * STUDENTS_PAGE_SIZE + 1 : 0;
  const last = data ? first + data.results.length - 1 : 0;
  const summary = data ? (data.count === 0 ? '' : `Showing ${first}–${last} of ${data.count}`) : '';

  return (
    <Box>
      <PageHeader
        title="Students"
        intro="The children taking your courses: how far they are, when they last learned and how their self-esteem has changed since they started."
        action={null}
      />

      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 2,
          mb: 3,
          alignItems: { sm: 'flex-start' },
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <SearchBox
            value={q}
            onSearch={(next) => setQuery({ q: next })}
            label="Search by first name"
            delayMs={SEARCH_DELAY_MS}
            maxLength={SEARCH_MAX}
            maxWidth={520}
          />
        </Box>
        <CourseFilter value={courseId} onChange={(course) => setQuery({ course })} />
      </Box>

      {list.isPending ? (
        <Loading label="Loading your students">
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} variant="rounded" height={wide ? 56 : 150} sx={{ borderRadius: 3 }} />
            ))}
          </Box>
        </Loading>
      ) : list.isError ? (
        <Paper variant="outlined" role="alert" sx={{ p: 3, borderRadius: 4, textAlign: 'center' }}>
          <Typography
            sx={{ mb: 2 }}
          >{`We could not load your students. ${errorMessage(list.error)}`}</Typography>
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => list.refetch()}>
              Try again
            </Button>
            {courseId ? (
              <Button variant="text" onClick={() => setQuery({ course: '' })}>
                Show all courses
              </Button>
            ) : null}
          </Box>
        </Paper>
      ) : data && data.count === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 4, textAlign: 'center' }}>
          <PeopleAltRounded aria-hidden sx={{ fontSize: 56, color: 'purple.main', mb: 1 }} />
          {filtered ? (
            <>
              <Typography component="h2" variant="h5" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
                {q ? `No children match “${q}”.` : 'No children in this course yet.'}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {q
                  ? 'Try another first name, or look in all courses.'
                  : 'Children appear once they start it.'}
              </Typography>
              <Button variant="outlined" onClick={() => setParams(new URLSearchParams())}>
                Show all students
              </Button>
            </>
          ) : (
            <>
              <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
                When children start your courses they appear here
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 520, mx: 'auto' }}>
                You will see each child’s first name and age band, how far they are and how their self-esteem
                changes.
              </Typography>
              <Button component={RouterLink} to={PATHS.studio} variant="contained">
                Go to my courses
              </Button>
            </>
          )}
        </Paper>
      ) : data ? (
        <Box aria-busy={list.isFetching}>
          <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
            {summary}
          </Typography>
          {wide ? (
            <StudentsTable
              rows={data.results}
              caption={`Children in your courses, page ${shownPage} of ${pageCount}`}
            />
          ) : (
            <StudentCards rows={data.results} />
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Self-esteem change: the child’s latest self-esteem survey against the last one before they started
            the course, in percentage points.
          </Typography>
          <PageNav
            label="Pages of students"
            pageCount={pageCount}
            page={shownPage}
            onChange={(next) => setQuery({ page: next })}
          />
        </Box>
      ) : null}
    </Box>
  );
}
