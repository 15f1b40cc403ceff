/**
 * A drawn face for each agreement option (values 4..1 of the Rosenberg scale). The faces show
 * agreement, not mood: nodding lines (up and down) for "agree", shaking lines (left and right) for
 * "disagree", twice for "strongly". Every face is kind, so no answer looks like the "right" one;
 * half of the questions are worded the other way round (I feel useless at times) and a happy face on
 * "agree" would steer a child. Decorative: the option's text is the accessible name.
 */

const INK = '#1F2421';

const FILLS: Record<number, string> = {
  4: '#B9E4C9',
  3: '#DCEFC4',
  2: '#FFE3A3',
  1: '#FFD0A8',
};

function NodLines({ twice }: { twice: boolean }) {
  return (
    <g stroke={INK} strokeWidth="3" strokeLinecap="round" fill="none">
      <path d="M26 10 Q32 5 38 10" />
      <path d="M26 54 Q32 59 38 54" />
      {twice ? (
        <>
          <path d="M22 4 Q32 -3 42 4" />
          <path d="M22 60 Q32 67 42 60" />
        </>
      ) : null}
    </g>
  );
}

function ShakeLines({ twice }: { twice: boolean }) {
  return (
    <g stroke={INK} strokeWidth="3" strokeLinecap="round" fill="none">
      <path d="M9 26 Q4 32 9 38" />
      <path d="M55 26 Q60 32 55 38" />
      {twice ? (
        <>
          <path d="M3 22 Q-3 32 3 42" />
          <path d="M61 22 Q67 32 61 42" />
        </>
      ) : null}
    </g>
  );
}

export function AgreementFace({ value, size = 64 }: { value: number; size?: number }) {
  const agree = value >= 3;
  const strong = value === 4 || value === 1;
  return (
    <svg
      width={size}
      height={size}
      viewBox="-4 -4 72 72"
      aria-hidden="true"
      focusable="false"
      style={{ flex: 'none', overflow: 'visible' }}
    >
      <circle cx="32" cy="32" r="20" fill={FILLS[value] ?? '#EEE'} stroke={INK} strokeWidth="3" />
      <circle cx="25" cy="29" r="2.6" fill={INK} />
      <circle cx="39" cy="29" r="2.6" fill={INK} />
      {agree ? (
        <path d="M24 37 Q32 44 40 37" stroke={INK} strokeWidth="3" strokeLinecap="round" fill="none" />
      ) : (
        <path d="M25 39 Q32 41 39 39" stroke={INK} strokeWidth="3" strokeLinecap="round" fill="none" />
      )}
      {agree ? <NodLines twice={strong} /> : <ShakeLines twice={strong} />}
    </svg>
  );
}

/** The big friendly face of the thank-you screen. */
export function ThankYouFace({ size = 120 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="28" fill="#FFC83D" stroke={INK} strokeWidth="3" />
      <path d="M20 26 Q23 22 26 26" stroke={INK} strokeWidth="3" strokeLinecap="round" fill="none" />
      <path d="M38 26 Q41 22 44 26" stroke={INK} strokeWidth="3" strokeLinecap="round" fill="none" />
      <path d="M19 37 Q32 52 45 37 Z" fill={INK} />
      <circle cx="15" cy="37" r="4" fill="#F28C28" opacity="0.6" />
      <circle cx="49" cy="37" r="4" fill="#F28C28" opacity="0.6" />
    </svg>
  );
}
