import Box from '@mui/material/Box';
import { validateCourseImage } from '@ye/contracts/uploads';
import { Controller } from 'react-hook-form';
import { UploadField } from '../../../../components/upload-field.tsx';
import type { CourseFormParts } from './form-props.ts';
import { Section } from './form-section.tsx';

const COVER_ACCEPT = '.jpeg,.jpg,.png,.svg,image/jpeg,image/png,image/svg+xml';

/** The cover image, uploaded with the course's id once it has one. */
export function CoverSection({
  control,
  courseId,
}: Pick<CourseFormParts, 'control'> & { courseId: string | undefined }) {
  return (
    <Section title="Cover image" hint="Shown on the course card. A wide picture (about 16 by 10) looks best.">
      <Controller
        control={control}
        name="cover_url"
        render={({ field }) => (
          <UploadField
            label="Cover image"
            purpose="cover"
            accept={COVER_ACCEPT}
            validate={validateCourseImage}
            value={field.value}
            onChange={(url) => field.onChange(url)}
            courseId={courseId}
            hint="JPEG, PNG or SVG, at most 5 MB."
            renderPreview={(url) => (
              <Box
                component="img"
                src={url}
                alt="The course cover"
                sx={{
                  width: { xs: '100%', sm: 200 },
                  aspectRatio: '16 / 10',
                  objectFit: 'cover',
                  borderRadius: 2,
                  display: 'block',
                }}
              />
            )}
          />
        )}
      />
    </Section>
  );
}
