import { fireEvent, within } from '@testing-library/react';
import { GameConfig, type SortGame } from '@ye/contracts/games';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultGameConfig } from './defaults.ts';
import {
  click,
  form,
  helperOf,
  PREVIEW_WAITING,
  preview,
  renderEditor,
  settle,
  typeInto,
} from './editor-test-utils.tsx';

const sort = () => defaultGameConfig('sort') as SortGame;
const select = (name: string) => form().getByRole('combobox', { name }) as HTMLSelectElement;
const choices = (name: string) =>
  within(select(name))
    .getAllByRole('option')
    .map((o) => o.textContent);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SortForm', () => {
  it('renames groups and items, and each item picks its group from the groups by name', () => {
    const { latest } = renderEditor(sort());
    typeInto('Group 1', 'Helpful thoughts');
    typeInto('Item 1', 'I can ask for help.');
    expect(choices('Group for item 1')).toEqual([
      'Choose a group',
      'Helpful thoughts',
      'Thoughts that hurt me',
    ]);
    fireEvent.change(select('Group for item 1'), { target: { value: 'hurts' } });
    expect(latest().groups[0]).toEqual({ id: 'helps', label: 'Helpful thoughts' });
    expect(latest().items[0]).toEqual({ id: 'try-again', label: 'I can ask for help.', group: 'hurts' });
    expect(GameConfig.safeParse(latest()).success).toBe(true);
  });

  it('gives new groups and items their ids; the instructor never types one', () => {
    const { latest } = renderEditor(sort());
    click('Add group');
    click('Add item');
    const group = latest().groups[2];
    const item = latest().items[4];
    expect(group?.id).toMatch(/^group-[0-9a-f]{8}$/);
    expect(item).toEqual({ id: expect.stringMatching(/^item-[0-9a-f]{8}$/), label: '', group: '' });
    expect(form().getByRole('textbox', { name: 'Item 5' })).toBe(document.activeElement);
    const names = form()
      .getAllByRole('textbox')
      .map((box) => box.getAttribute('id') && (box as HTMLInputElement).labels?.[0]?.textContent);
    expect(names.some((name) => /\bid\b/i.test(name ?? ''))).toBe(false);

    typeInto('Group 3', 'Not sure yet');
    fireEvent.change(select('Group for item 5'), { target: { value: group?.id } });
    typeInto('Item 5', 'I can do hard things.');
    expect(latest().items[4]).toMatchObject({ label: 'I can do hard things.', group: group?.id });
    expect(GameConfig.safeParse(latest()).success).toBe(true);
  });

  it('keeps 2 or 3 groups', () => {
    const { latest } = renderEditor(sort());
    expect((form().getByRole('button', { name: 'Remove group 1' }) as HTMLButtonElement).disabled).toBe(true);
    click('Add group');
    expect((form().getByRole('button', { name: 'Add group' }) as HTMLButtonElement).disabled).toBe(true);
    click('Remove group 3');
    expect(latest().groups).toHaveLength(2);
  });

  it('takes the group away from the items of a removed group and says every item needs one', () => {
    const { latest } = renderEditor(sort());
    click('Add group');
    click('Remove group 1');
    expect(latest().groups.map((g) => g.id)).not.toContain('helps');
    expect(latest().items.filter((item) => item.group === '')).toHaveLength(2);
    const first = select('Group for item 1');
    expect(first.value).toBe('');
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(helperOf(first)).toBe('Every item needs a group.');
    // Item 2 was in the other group and is fine.
    expect(select('Group for item 2').getAttribute('aria-invalid')).toBe('false');
    settle();
    expect(preview().getByText(PREVIEW_WAITING)).toBeTruthy();
  });

  it('keeps 2 to 12 items', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      id: `i${i}`,
      label: `Card ${i}`,
      group: 'helps',
    }));
    const { latest } = renderEditor({ ...sort(), items: eleven });
    click('Add item');
    expect(latest().items).toHaveLength(12);
    expect((form().getByRole('button', { name: 'Add item' }) as HTMLButtonElement).disabled).toBe(true);
    for (let i = 12; i > 2; i--) click(`Remove item ${i}`);
    expect(latest().items.map((item) => item.id)).toEqual(['i0', 'i1']);
    expect((form().getByRole('button', { name: 'Remove item 2' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
