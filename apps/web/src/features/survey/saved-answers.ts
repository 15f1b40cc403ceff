/**
 * Answers in progress, kept in sessionStorage so a reload (or a wobbly connection) does not lose them.
 * Keyed by survey and child, so a brother or sister signing in on the same tab starts fresh. Cleared
 * after a successful submit. sessionStorage ends with the tab: answers never linger on a shared device.
 */

export interface SavedProgress {
  /** question id → chosen value */
  answers: Record<number, number>;
  /** The question on screen (0-based). */
  index: number;
}

const keyFor = (surveyId: number, userId: string) => `ye.survey.${surveyId}.${userId}`;

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadProgress(surveyId: number, userId: string): SavedProgress {
  const empty: SavedProgress = { answers: {}, index: 0 };
  const raw = store()?.getItem(keyFor(surveyId, userId));
  if (!raw) return empty;
  try {
    const parsed = JSON.parse(raw) as Partial<SavedProgress>;
    const answers: Record<number, number> = {};
    for (const [k, v] of Object.entries(parsed.answers ?? {})) {
      if (Number.isInteger(Number(k)) && Number.isInteger(v)) answers[Number(k)] = v as number;
    }
    const index =
      Number.isInteger(parsed.index) && (parsed.index as number) >= 0 ? (parsed.index as number) : 0;
    return { answers, index };
  } catch {
    return empty;
  }
}

export function saveProgress(surveyId: number, userId: string, progress: SavedProgress): void {
  try {
    store()?.setItem(keyFor(surveyId, userId), JSON.stringify(progress));
  } catch {
    // Storage full or disabled: the survey still works, it just will not survive a reload.
  }
}

export function clearProgress(surveyId: number, userId: string): void {
  store()?.removeItem(keyFor(surveyId, userId));
}
