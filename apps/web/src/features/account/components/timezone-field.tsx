import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { groupTimeZones, supportedTimeZones } from '../../../lib/timezones.ts';

export interface ZoneChoice {
  value: string;
  region: string;
  /** 'London (GMT+0)': shown under its region's heading. */
  label: string;
}

/** 'Europe — London (GMT+0)': the words in the box once chosen (and what typing searches). */
export const zoneText = (z: ZoneChoice) => `${z.region} — ${z.label}`;

/** Every zone of this browser (and the saved one, if it lists it under another name), by region. */
export function zoneChoices(saved: string | null, date: Date = new Date()): ZoneChoice[] {
  const zones = supportedTimeZones();
  if (saved && !zones.includes(saved)) zones.push(saved);
  return groupTimeZones(zones, date).flatMap((g) =>
    g.zones.map((z) => ({ value: z.value, region: g.region, label: z.label })),
  );
}

/**
 * The time zone, picked from the zones grouped by region with plain words ('Europe' → 'London
 * (GMT+0)'); typing a city or a region narrows the list.
 */
export function TimezoneField({
  value,
  onChange,
  onBlur,
  error,
  helperText,
}: {
  value: string;
  onChange: (zone: string) => void;
  onBlur?: () => void;
  error?: boolean;
  helperText?: string;
}) {
  const choices = useMemo(() => zoneChoices(value || null), [value]);
  const selected = choices.find((c) => c.value === value) ?? null;
  return (
    <Autocomplete
      options={choices}
      value={selected}
      onChange={(_, next) => onChange(next?.value ?? '')}
      onBlur={onBlur}
      groupBy={(z) => z.region}
      getOptionLabel={zoneText}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      renderOption={({ key, ...props }, z) => (
        <li key={key} {...props}>
          {z.label}
        </li>
      )}
      autoHighlight
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          label="Time zone"
          placeholder="Type a city or a region"
          error={error}
          helperText={helperText}
        />
      )}
    />
  );
}
