import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONFIRM_PRESETS } from '../lib/dialogs.ts';
import { ConfirmProvider, useConfirm } from './confirm-dialog.tsx';

let ask: ReturnType<typeof useConfirm> = async () => false;
function Capture() {
  ask = useConfirm();
  return null;
}

describe('confirm modal', () => {
  it('has the five dialogs of the spec', () => {
    expect(CONFIRM_PRESETS.deleteCourse).toMatchObject({
      title: 'Delete Course?',
      confirmText: 'Yes, Delete',
    });
    expect(CONFIRM_PRESETS.deleteCourse.message).toMatch(/course and all its content will be deleted/);
    expect(CONFIRM_PRESETS.deleteStream).toMatchObject({
      title: 'Delete Stream?',
      confirmText: 'Yes, Delete',
    });
    expect(CONFIRM_PRESETS.deleteChapter).toMatchObject({
      title: 'Delete Chapter?',
      confirmText: 'Yes, Delete',
    });
    expect(CONFIRM_PRESETS.deleteChapter.message).toMatch(/all its lessons will be deleted/);
    expect(CONFIRM_PRESETS.deleteLesson).toMatchObject({
      title: 'Delete Lesson?',
      confirmText: 'Yes, Delete',
    });
    expect(CONFIRM_PRESETS.publishCourse).toMatchObject({
      title: 'Publish Course?',
      confirmText: 'Yes, Publish',
    });
    expect(CONFIRM_PRESETS.publishCourse.message).toMatch(/visible on the platform/);
  });

  it('resolves true on confirm and false on cancel', async () => {
    render(
      <ConfirmProvider>
        <Capture />
      </ConfirmProvider>,
    );
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = ask(CONFIRM_PRESETS.deleteCourse);
    });
    expect(await screen.findByRole('dialog', { name: 'Delete Course?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    await expect(answer).resolves.toBe(true);

    act(() => {
      answer = ask(CONFIRM_PRESETS.publishCourse);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });
});
