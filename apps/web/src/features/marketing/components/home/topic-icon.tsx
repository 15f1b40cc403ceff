export type TopicId = 'self-esteem' | 'confidence' | 'friendship' | 'feelings' | 'calm';

/** A round picture for each topic. Decorative. */
export function TopicIcon({ topic }: { topic: TopicId }) {
  return (
    <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden="true" focusable="false">
      <TopicIconShapes topic={topic} />
    </svg>
  );
}

function TopicIconShapes({ topic }: { topic: TopicId }) {
  switch (topic) {
    case 'self-esteem':
      return (
        <>
          <circle cx="36" cy="36" r="34" fill="#FFE1D6" />
          <path
            d="M36 56 C 10 40, 14 18, 28 18 C 32 18, 35 21, 36 24 C 37 21, 40 18, 44 18 C 58 18, 62 40, 36 56 Z"
            fill="#F4845F"
          />
          <path d="M28 36 Q 36 44, 44 36" stroke="#fff" strokeWidth="3.5" fill="none" strokeLinecap="round" />
        </>
      );
    case 'confidence':
      return (
        <>
          <circle cx="36" cy="36" r="34" fill="#FFF3C4" />
          <path d="M12 56 L 32 24 L 42 38 L 48 30 L 62 56 Z" fill="#4C9A58" />
          <line x1="32" y1="24" x2="32" y2="10" stroke="#3D405B" strokeWidth="3" strokeLinecap="round" />
          <path d="M32 10 L 46 14 L 32 19 Z" fill="#F9C74F" />
        </>
      );
    case 'friendship':
      return (
        <>
          <circle cx="36" cy="36" r="34" fill="#E6F4E7" />
          <circle cx="25" cy="27" r="8" fill="#E0A37A" />
          <circle cx="47" cy="27" r="8" fill="#8D5B3F" />
          <rect x="16" y="37" width="18" height="22" rx="8" fill="#9B7EDE" />
          <rect x="38" y="37" width="18" height="22" rx="8" fill="#F4845F" />
          <path
            d="M32 46 Q 36 50, 40 46"
            stroke="#3D405B"
            strokeWidth="3.5"
            fill="none"
            strokeLinecap="round"
          />
        </>
      );
    case 'feelings':
      return (
        <>
          <circle cx="36" cy="36" r="34" fill="#EFE8FB" />
          <circle cx="26" cy="32" r="13" fill="#F9C74F" />
          <circle cx="22" cy="29" r="1.8" fill="#3D405B" />
          <circle cx="30" cy="29" r="1.8" fill="#3D405B" />
          <path
            d="M21 35 Q 26 40, 31 35"
            stroke="#3D405B"
            strokeWidth="2.2"
            fill="none"
            strokeLinecap="round"
          />
          <circle cx="47" cy="44" r="13" fill="#7FB3E6" />
          <circle cx="43" cy="41" r="1.8" fill="#3D405B" />
          <circle cx="51" cy="41" r="1.8" fill="#3D405B" />
          <path
            d="M42 50 Q 47 46, 52 50"
            stroke="#3D405B"
            strokeWidth="2.2"
            fill="none"
            strokeLinecap="round"
          />
        </>
      );
    case 'calm':
      return (
        <>
          <circle cx="36" cy="36" r="34" fill="#E3F1FA" />
          <path
            d="M14 44 Q 22 38, 30 44 T 46 44 T 60 44"
            stroke="#4C8CC4"
            strokeWidth="4"
            fill="none"
            strokeLinecap="round"
          />
          <path
            d="M14 54 Q 22 48, 30 54 T 46 54 T 60 54"
            stroke="#7FB3E6"
            strokeWidth="4"
            fill="none"
            strokeLinecap="round"
          />
          <path d="M36 14 C 46 20, 46 32, 36 36 C 26 32, 26 20, 36 14 Z" fill="#7BC47F" />
        </>
      );
    default:
      return null;
  }
}
