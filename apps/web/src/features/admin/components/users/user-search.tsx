import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

/** The search box; the pager's count (`users-count`) describes it. */
export function UserSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label="Search users"
      placeholder="Name, email or username"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      fullWidth
      sx={{ mb: 2, maxWidth: 480 }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
        },
        htmlInput: { maxLength: 100, 'aria-describedby': 'users-count' },
      }}
    />
  );
}
