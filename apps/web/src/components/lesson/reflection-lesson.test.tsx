import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { LessonContent } from '@ye/contracts/catalog';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../theme/theme.ts';
import { ReflectionLesson } from './reflection-lesson.tsx';

const content = {
  id: 'l1',
  title: 'How do you feel?',
  kind: 'reflection',
  body: 'How did you feel today?',
  journal_entry: null,
} as unknown as LessonContent;

const NOTICE = {
  kind: 'crisis' as const,
  message: 'Thank you for telling us how you feel. You are not in trouble.',
  helpline: { name: 'Childline', phone: '0800 1111', url: 'https://www.childline.org.uk' },
};

function renderLesson(keep: (text: string) => Promise<unknown>, onDone = vi.fn()) {
  render(
    <ThemeProvider theme={theme}>
      <ReflectionLesson
        content={content}
        onDone={onDone}
        busy={false}
        journal={{ keep, keeping: false, keptWords: 'Saved in your journal.' }}
      />
    </ThemeProvider>,
  );
  return onDone;
}

describe('the reflection journal and the safety layer', () => {
  it('shows the calm message with the helpline and keeps the child on the page', async () => {
    const keep = vi.fn(async (text: string) => ({ text, safety_notice: NOTICE }));
    const onDone = renderLesson(keep);
    fireEvent.change(screen.getByLabelText('My journal'), { target: { value: 'nobody likes me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));

    expect(keep).toHaveBeenCalledWith('nobody likes me');
    expect(await screen.findByRole('heading', { name: 'You are not alone' })).toBeTruthy();
    expect(screen.getByText(NOTICE.message)).toBeTruthy();
    expect(screen.getByText('Childline: 0800 1111')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'www.childline.org.uk' }).getAttribute('href')).toBe(
      'https://www.childline.org.uk',
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it('an everyday entry shows no message and goes on', async () => {
    const keep = vi.fn(async (text: string) => ({ text }));
    const onDone = renderLesson(keep);
    fireEvent.change(screen.getByLabelText('My journal'), { target: { value: 'I helped my friend' } });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'You are not alone' })).toBeNull();
  });
});
