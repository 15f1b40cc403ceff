import { ThemeProvider } from '@mui/material/styles';
import { act, render, screen } from '@testing-library/react';
import type { RoomServerMessage } from '@ye/contracts/live-room';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../theme/theme.ts';
import { ChildChat, useRoomChat } from './chat.tsx';

let handle: (m: RoomServerMessage) => boolean = () => false;

function Harness() {
  const chat = useRoomChat();
  handle = chat.onMessage;
  return <ChildChat chat={chat} send={() => undefined} />;
}

describe("the child's live chat and the safety layer (decision 046)", () => {
  it('shows the calm message with the helpline when the room sends one', () => {
    render(
      <ThemeProvider theme={theme}>
        <Harness />
      </ThemeProvider>,
    );
    expect(screen.queryByRole('heading', { name: 'You are not alone' })).toBeNull();
    let handled = false;
    act(() => {
      handled = handle({
        type: 'safety_notice',
        notice: {
          kind: 'crisis',
          message: 'Thank you for telling us how you feel. You are not in trouble.',
          helpline: { name: 'Childline', phone: '0800 1111', url: 'https://www.childline.org.uk' },
        },
      });
    });
    expect(handled).toBe(true);
    expect(screen.getByRole('heading', { name: 'You are not alone' })).toBeTruthy();
    expect(screen.getByText('Childline: 0800 1111')).toBeTruthy();
  });
});
