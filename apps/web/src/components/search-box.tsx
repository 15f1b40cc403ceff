import CloseRounded from '@mui/icons-material/CloseRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';

/**
 * A search box for a list whose search lives in the URL. What is typed goes to `onSearch` once typing
 * pauses for `delayMs` (or at once on Enter or clear); a search changed from outside (the back button)
 * is shown in the box again.
 */
export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
  delayMs,
  maxLength,
  maxWidth,
}: {
  value: string;
  onSearch: (q: string) => void;
  label: string;
  placeholder?: string;
  delayMs: number;
  maxLength: number;
  maxWidth: number;
}) {
  const [input, setInput] = useState(value);
  const debounced = useDebouncedValue(input.trim(), delayMs);
  const sent = useRef(value);

  const send = (q: string) => {
    if (q === sent.current) return;
    sent.current = q;
    onSearch(q);
  };

  // Typing paused: search for what is in the box.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the settled text changes, nothing else
  useEffect(() => send(debounced), [debounced]);

  // The URL changed by navigation, not by this box: show that search.
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setInput(value);
  }, [value]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(input.trim());
  };

  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ maxWidth }}>
      <TextField
        fullWidth
        type="search"
        label={label}
        placeholder={placeholder}
        value={input}
        onChange={(e) => setInput(e.target.value.slice(0, maxLength))}
        autoComplete="off"
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRounded aria-hidden />
              </InputAdornment>
            ),
            endAdornment: input ? (
              <InputAdornment position="end">
                <IconButton
                  aria-label="Clear the search"
                  edge="end"
                  onClick={() => {
                    setInput('');
                    send('');
                  }}
                >
                  <CloseRounded />
                </IconButton>
              </InputAdornment>
            ) : null,
          },
          htmlInput: { enterKeyHint: 'search' },
        }}
        sx={{
          // The browser's own clear cross would sit beside ours.
          '& input[type="search"]::-webkit-search-cancel-button': { display: 'none' },
        }}
      />
    </Box>
  );
}
