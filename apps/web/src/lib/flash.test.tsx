// In the web project (.tsx): the flash lives in the browser's sessionStorage.
import { describe, expect, it } from 'vitest';
import { setFlash, takeFlash } from './flash.ts';

describe('the flash message', () => {
  it('is read once, then gone', () => {
    expect(takeFlash()).toBeNull();
    setFlash('Goodbye.');
    expect(takeFlash()).toBe('Goodbye.');
    expect(takeFlash()).toBeNull();
  });
});
