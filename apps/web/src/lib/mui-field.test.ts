import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * muiField(register(...)) hands react-hook-form's ref to MUI as `inputRef`. Only the text fields
 * (TextField and the wrappers around it) pass `inputRef` on to their <input>/<select>. MUI's Checkbox,
 * Switch and Radio take the input's ref through `slotProps.input.ref`, so a registered Checkbox never
 * gets its ref, react-hook-form reads `undefined`, and zod refuses the form with "Invalid input:
 * expected boolean, received undefined" (the sign-up bug). Those inputs go through <Controller>.
 */
const TEXT_FIELDS = new Set(['TextField', 'PasswordField']);
const SRC = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith('.tsx') && !e.name.endsWith('.test.tsx') ? [path] : [];
  });
}

/** The JSX element whose opening tag holds position `at`: the last `<Name` before it. */
function elementAt(text: string, at: number): string {
  const before = text.slice(0, at);
  const tags = [...before.matchAll(/<(\/?)([A-Z][\w.]*)/g)];
  const last = tags.at(-1);
  return last ? `${last[1]}${last[2]}` : '?';
}

describe('registered MUI inputs', () => {
  it('finds the spread in a sample, so the scan can fail', () => {
    const sample = `<FormControlLabel control={<Checkbox {...muiField(register('accept'))} />} />`;
    expect(elementAt(sample, sample.indexOf('muiField('))).toBe('Checkbox');
  });

  it('spread muiField(register(...)) only onto text fields; checkboxes, switches, radios use Controller', () => {
    const wrong: string[] = [];
    let seen = 0;
    for (const file of sources(SRC)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/muiField\(\s*register\(/g)) {
        seen += 1;
        const element = elementAt(text, m.index);
        if (!TEXT_FIELDS.has(element)) {
          const line = text.slice(0, m.index).split('\n').length;
          wrong.push(`${relative(SRC, file)}:${line} spreads register() onto <${element}>`);
        }
      }
    }
    expect(seen).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
  });
});
