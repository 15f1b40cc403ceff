import type { ChildProfile, CourseRef } from '@ye/contracts/family';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { useConfirm } from '../../../../components/confirm-dialog.tsx';
import { PATHS } from '../../../../lib/paths.ts';
import { useExportChild, useRemoveChild, useUnenrolFromCourse } from '../../api.ts';

/** Download the child's data, or delete the child after a confirm (then back to the dashboard). */
export function useChildDataActions(child: ChildProfile) {
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

  return { deleting: remove.isPending, downloading: exportData.isPending, onDelete, onDownload };
}

/** Take a not-started course off the child's list, after a confirm naming the course and the child. */
export function useUnenrolWithConfirm(child: ChildProfile) {
  const confirm = useConfirm();
  const unenrol = useUnenrolFromCourse();
  const name = child.name;

  const onUnenrol = async (course: CourseRef) => {
    const ok = await confirm({
      title: `Unassign ${course.title}?`,
      message: `${name} will no longer find ${course.title} among their courses. You can assign it again at any time.`,
      confirmText: 'Yes, Unassign',
      destructive: true,
    });
    if (!ok) return;
    unenrol.mutate(
      { courseId: course.id, childId: child.child_id },
      { onSuccess: () => toast.success(`${course.title} is no longer assigned to ${name}.`) },
    );
  };

  return { unenrolling: unenrol.isPending, onUnenrol };
}
