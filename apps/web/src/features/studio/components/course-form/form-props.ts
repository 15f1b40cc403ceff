import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import type { CourseFormInput, CourseFormValues } from '../course-form-schema.ts';

/** What a section of the course form needs of the page's form. */
export interface CourseFormParts {
  register: UseFormRegister<CourseFormInput>;
  control: Control<CourseFormInput, unknown, CourseFormValues>;
  errors: FieldErrors<CourseFormInput>;
}
