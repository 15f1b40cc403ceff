import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen } from '@testing-library/react';
import type { StudentPostCreated } from '@ye/contracts/discussion';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../../../theme/theme.ts';
import { ReplyBox, THANK_YOU } from './reply-box.tsx';

const sent: StudentPostCreated = {
  id: 'p1',
  author: { first_name: 'Mia', is_teacher: false, is_me: true, display_name: 'Mia' },
  body: 'they bully me every day',
  created_at: '2026-11-24T10:00:00Z',
  waiting: true,
  tip: null,
} as unknown as StudentPostCreated;

function renderBox(answer: StudentPostCreated) {
  const onSend = vi.fn(async () => answer);
  render(
    <ThemeProvider theme={theme}>
      <ReplyBox onSend={onSend} sending={false} />
    </ThemeProvider>,
  );
  fireEvent.change(screen.getByLabelText('Your reply'), { target: { value: answer.body } });
  fireEvent.click(screen.getByRole('button', { name: 'Send to my teacher' }));
  return onSend;
}

describe('the reply box and the safety layer', () => {
  it('shows the calm message with the helpline when the post held words that worry us', async () => {
    renderBox({
      ...sent,
      safety_notice: {
        kind: 'crisis',
        message: 'Thank you for telling us how you feel. You are not in trouble.',
        helpline: { name: 'Childline', phone: '0800 1111', url: 'https://www.childline.org.uk' },
      },
    });
    expect(await screen.findByText(THANK_YOU)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'You are not alone' })).toBeTruthy();
    expect(screen.getByText('Childline: 0800 1111')).toBeTruthy();
  });

  it('shows only the thanks for an everyday post', async () => {
    renderBox({ ...sent, body: 'I was brave at swimming' });
    expect(await screen.findByText(THANK_YOU)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'You are not alone' })).toBeNull();
  });
});
