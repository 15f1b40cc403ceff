/** 'Good morning' before noon, 'Good afternoon' until 6 pm, then 'Good evening' (the user's local time). */
export function timeOfDayGreeting(now: Date = new Date()): string {
  const h = now.getHours();
  if (h < 12) return 'Good morning';
  if (h < 18) return 'Good afternoon';
  return 'Good evening';
}
