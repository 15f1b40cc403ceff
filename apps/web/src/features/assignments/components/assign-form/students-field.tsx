import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/error-toast.ts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { type StudentOption, useStudentSearch } from '../../api.ts';

export const STUDENT_SEARCH_DELAY_MS = 300;

const studentLabel = (s: StudentOption) => (s.age_band ? `${s.first_name} (${s.age_band})` : s.first_name);

/** Students are searched by first name on the server; chosen ones stay chosen across searches. */
export function StudentsField({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: StudentOption[];
  onChange: (next: StudentOption[]) => void;
  onBlur: () => void;
  error: string | undefined;
}) {
  const [input, setInput] = useState('');
  const q = useDebouncedValue(input.trim(), STUDENT_SEARCH_DELAY_MS);
  const search = useStudentSearch(q);
  const options = search.data ?? [];
  return (
    <Autocomplete
      multiple
      options={options}
      value={value}
      onChange={(_, next) => onChange(next)}
      onBlur={onBlur}
      inputValue={input}
      onInputChange={(_, next, reason) => {
        // Choosing a student keeps the search, so several of one search can be picked in a row.
        if (reason !== 'reset') setInput(next);
      }}
      disableCloseOnSelect
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => a.child_id === b.child_id}
      getOptionLabel={studentLabel}
      getOptionKey={(o) => o.child_id}
      loading={search.isFetching}
      loadingText="Looking for students…"
      noOptionsText={
        search.isError
          ? `We could not load your students. ${errorMessage(search.error)}`
          : q
            ? `No students called “${q}”.`
            : 'No students yet: children appear here once they start one of your courses.'
      }
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            <Box>
              <Typography sx={{ fontWeight: 600 }}>{studentLabel(option)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {option.course_titles.join(', ')}
              </Typography>
            </Box>
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Students"
          placeholder={value.length ? '' : 'Search by first name'}
          error={Boolean(error)}
          helperText={error ?? 'Children who started one of your courses.'}
        />
      )}
    />
  );
}
