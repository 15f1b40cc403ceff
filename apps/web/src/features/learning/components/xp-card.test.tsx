import { ThemeProvider } from '@mui/material/styles';
import { render as rtlRender, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../theme/theme.ts';
import { summary } from '../test-fixtures.ts';
import { XpCard } from './xp-card.tsx';

const render = (ui: ReactElement) => rtlRender(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('XpCard', () => {
  it('shows no streak and no "play today" while the parent has not turned streaks on', () => {
    render(<XpCard summary={summary({ streaks_on: false, current_streak: 0 })} />);
    expect(screen.getByText('Level 3')).toBeTruthy();
    expect(screen.queryByText(/streak|in a row/i)).toBeNull();
  });

  it('shows the streak in kind words once they are on', () => {
    render(<XpCard summary={summary({ streaks_on: true, current_streak: 3 })} />);
    expect(screen.getByText('3 days in a row!')).toBeTruthy();
  });
});
