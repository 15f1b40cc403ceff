import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GROWN_UP_SIGN, GrownUpSign } from './grown-up-sign.tsx';

describe('GrownUpSign', () => {
  it('tells the child, in words a screen reader reads, that their grown-up can see their activity', () => {
    render(<GrownUpSign />);
    const note = screen.getByRole('note', { name: GROWN_UP_SIGN });
    expect(note.textContent).toContain('Your grown-up can see what you do here');
    // Always there: nothing closes it.
    expect(screen.queryByRole('button')).toBeNull();
  });
});
