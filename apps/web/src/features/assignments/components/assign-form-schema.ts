import {
  ASSIGN_CHILDREN_MAX,
  ASSIGNMENT_NOTE_MAX,
  type CreateAssignmentsRequest,
  DUE_WITHIN_DAYS,
  DueOn,
} from '@ye/contracts/assignments';
import dayjs from 'dayjs';
import { z } from 'zod';

/** Today on the instructor's own calendar, as YYYY-MM-DD (what a date field takes). */
export const localToday = (now = new Date()) => dayjs(now).format('YYYY-MM-DD');
export const localLatestDue = (now = new Date()) =>
  dayjs(now).add(DUE_WITHIN_DAYS, 'day').format('YYYY-MM-DD');

const studentOption = z.object({
  child_id: z.string(),
  first_name: z.string(),
  age_band: z.string().nullable(),
  course_titles: z.array(z.string()),
});

/** The assign form: the contract's rules, with "today" read from the instructor's own calendar. */
export const AssignFormSchema = z
  .object({
    course_id: z.string().min(1, 'Please choose a course.'),
    /** '' assigns the whole course. */
    lesson_id: z.string(),
    students: z
      .array(studentOption)
      .min(1, 'Please choose at least one student.')
      .max(ASSIGN_CHILDREN_MAX, `You can assign to at most ${ASSIGN_CHILDREN_MAX} students at once.`),
    due_on: DueOn,
    note: z
      .string()
      .trim()
      .max(ASSIGNMENT_NOTE_MAX, `The note can be at most ${ASSIGNMENT_NOTE_MAX} characters.`),
  })
  .superRefine((v, ctx) => {
    if (v.due_on && v.due_on < localToday())
      ctx.addIssue({ code: 'custom', path: ['due_on'], message: 'The due date cannot be in the past.' });
    else if (v.due_on > localLatestDue())
      ctx.addIssue({
        code: 'custom',
        path: ['due_on'],
        message: `Please pick a due date within the next ${DUE_WITHIN_DAYS} days.`,
      });
  });
export type AssignFormInput = z.input<typeof AssignFormSchema>;
export type AssignFormValues = z.output<typeof AssignFormSchema>;

/** A week from today: a sensible first due date. */
export const emptyAssignForm = (now = new Date()): AssignFormInput => ({
  course_id: '',
  lesson_id: '',
  students: [],
  due_on: dayjs(now).add(7, 'day').format('YYYY-MM-DD'),
  note: '',
});

export function formToRequest(values: AssignFormValues): CreateAssignmentsRequest {
  return {
    course_id: values.course_id,
    lesson_id: values.lesson_id || null,
    child_ids: values.students.map((s) => s.child_id),
    due_on: values.due_on,
    ...(values.note ? { note: values.note } : {}),
  };
}
