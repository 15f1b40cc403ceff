import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useBoardCourses, useQueue } from '../api.ts';
import { BoardFormDialog } from '../components/board-form-dialog.tsx';
import { BoardView } from '../components/board-view.tsx';
import { BoardsPanel } from '../components/boards-panel.tsx';
import { QueuePanel } from '../components/queue-panel.tsx';

type TabName = 'queue' | 'boards';

/**
 * /instructor/group_discussion: the moderation queue (every child post waits here until approved,
 * with the word filter's reasons), the instructor's boards per course, and one board at a time
 * (?board=). Tab, course, page and board live in the URL, so back and reload keep the place.
 */
export default function InstructorDiscussionPage() {
  const [params, setParams] = useSearchParams();
  const tab: TabName = params.get('tab') === 'boards' ? 'boards' : 'queue';
  const boardId = params.get('board');
  const courseId = params.get('course') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [creating, setCreating] = useState(false);
  const courses = useBoardCourses();
  const waiting = useQueue(1);
  const courseList = courses.data?.results ?? [];

  const go = (next: Record<string, string | null>, replace = false) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        for (const [k, v] of Object.entries(next)) {
          if (v) out.set(k, v);
          else out.delete(k);
        }
        return out;
      },
      { replace },
    );
  const setPage = (p: number) => go({ page: p > 1 ? String(p) : null });

  const waitingCount = waiting.data?.count;
  const queueLabel = waitingCount ? `To check (${waitingCount})` : 'To check';

  return (
    <Box>
      <PageHeader
        title="Discussions"
        intro="Boards where the children of a course answer your prompts. Every child’s post waits for your approval; nobody can send private messages."
        action={
          <Button
            variant="contained"
            size="large"
            startIcon={<AddRounded />}
            onClick={() => setCreating(true)}
          >
            New board
          </Button>
        }
      />
      <BoardFormDialog
        open={creating}
        onClose={() => setCreating(false)}
        courses={courseList}
        courseId={courseId}
        onCreated={(id) => {
          setCreating(false);
          go({ board: id, tab: 'boards', page: null });
        }}
      />

      {boardId ? (
        <BoardView
          key={boardId}
          boardId={boardId}
          page={page}
          onPage={setPage}
          onBack={() => go({ board: null, page: null, tab: 'boards' })}
        />
      ) : (
        <>
          <Tabs
            value={tab}
            onChange={(_, next: TabName) => go({ tab: next === 'queue' ? null : next, page: null })}
            aria-label="Discussion views"
            variant="scrollable"
            allowScrollButtonsMobile
            sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
          >
            {/* Only the shown panel exists, so only its tab names it. */}
            <Tab
              value="queue"
              label={queueLabel}
              id="tab-queue"
              aria-controls={tab === 'queue' ? 'panel-queue' : undefined}
            />
            <Tab
              value="boards"
              label="Boards"
              id="tab-boards"
              aria-controls={tab === 'boards' ? 'panel-boards' : undefined}
            />
          </Tabs>
          <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
            {tab === 'queue' ? (
              <QueuePanel page={page} onPage={setPage} />
            ) : (
              <BoardsPanel
                courses={courseList}
                courseId={courseId}
                page={page}
                onCourse={(id) => go({ course: id || null, page: null }, true)}
                onPage={setPage}
                onOpen={(id) => go({ board: id, page: null })}
              />
            )}
          </Box>
        </>
      )}
    </Box>
  );
}
