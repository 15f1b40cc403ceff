import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_LOADING_ATTRIBUTE, PageLoader } from './page-loader.tsx';

const loading = () => document.documentElement.hasAttribute(PAGE_LOADING_ATTRIBUTE);

describe('the page loader', () => {
  it('marks <html> while a page loads (the footer hides under it), until the last such loader goes', () => {
    const first = render(<PageLoader page />);
    const second = render(<PageLoader page />);
    expect(loading()).toBe(true);
    first.unmount();
    expect(loading()).toBe(true);
    second.unmount();
    expect(loading()).toBe(false);
  });

  it('leaves <html> alone when it stands for part of a page', () => {
    const part = render(<PageLoader />);
    expect(loading()).toBe(false);
    part.unmount();
  });
});
