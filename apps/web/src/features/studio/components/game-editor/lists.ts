/** A copy of `list` with entry `index` replaced. */
export function replaceAt<T>(list: readonly T[], index: number, value: T): T[] {
  return list.map((entry, i) => (i === index ? value : entry));
}

/** A copy of `list` without entry `index`. */
export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/** Where the right answer goes when option `removed` is taken out: -1 (none) if it was that one. */
export function answerAfterRemoving(answer: number, removed: number): number {
  if (answer === removed) return -1;
  return answer > removed ? answer - 1 : answer;
}
