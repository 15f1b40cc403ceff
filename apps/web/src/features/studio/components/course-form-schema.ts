import { COURSE_TOPICS, type CourseTopic } from '@ye/contracts/catalog';
import { CreateCourseRequest, type StudioCourse, type UpdateCourseRequest } from '@ye/contracts/studio';
import { z } from 'zod';

const shape = CreateCourseRequest.shape;
const age = (which: string) =>
  z.number({ error: `Please give the ${which} age, from 4 to 17.` }).pipe(shape.age_min.unwrap());

/** The course details form: the create request's own rules (contracts), in the shape the fields need. */
export const CourseFormSchema = z
  .object({
    title: shape.title,
    description: shape.description.unwrap(),
    kind: shape.kind,
    age_min: age('youngest'),
    age_max: age('oldest'),
    topic: z.enum(COURSE_TOPICS, { error: 'Please choose a topic.' }),
    learning_goals: z
      .array(
        z.object({
          text: z
            .string()
            .trim()
            .min(1, 'Please write the goal, or remove this line.')
            .max(160, 'A learning goal can be at most 160 characters.'),
        }),
      )
      .max(8, 'A course can have at most 8 learning goals.'),
    cover_url: z.string().nullable(),
  })
  .refine((v) => v.age_min <= v.age_max, {
    message: 'The youngest age cannot be above the oldest.',
    path: ['age_max'],
  });

export type CourseFormInput = z.input<typeof CourseFormSchema>;
export type CourseFormValues = z.output<typeof CourseFormSchema>;

export const MAX_LEARNING_GOALS = 8;

export const EMPTY_COURSE_FORM: CourseFormInput = {
  title: '',
  description: '',
  kind: 'course',
  age_min: 6,
  age_max: 14,
  topic: 'self-esteem' as CourseTopic,
  learning_goals: [{ text: '' }],
  cover_url: null,
};

export function courseToForm(course: StudioCourse): CourseFormInput {
  return {
    title: course.title,
    description: course.description,
    kind: course.kind,
    age_min: course.age_min,
    age_max: course.age_max,
    topic: course.topic,
    learning_goals: course.learning_goals.map((text) => ({ text })),
    cover_url: course.cover_url,
  };
}

/** What the API takes: the topic as the first of `topics`, goals as plain lines. */
export function formToRequest(values: CourseFormValues): CreateCourseRequest & UpdateCourseRequest {
  return {
    title: values.title,
    description: values.description,
    kind: values.kind,
    age_min: values.age_min,
    age_max: values.age_max,
    topics: [values.topic],
    learning_goals: values.learning_goals.map((g) => g.text),
    cover_url: values.cover_url,
  };
}
