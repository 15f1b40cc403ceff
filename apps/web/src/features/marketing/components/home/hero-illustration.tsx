import Box from '@mui/material/Box';

/** A child holding a star up in the sun, over green hills. Decorative. */
export function HeroIllustration() {
  return (
    <Box
      component="svg"
      viewBox="0 0 360 300"
      aria-hidden="true"
      focusable="false"
      sx={{ width: '100%', maxWidth: 420, height: 'auto', display: 'block', mx: 'auto' }}
    >
      <circle cx="185" cy="140" r="130" fill="#FFF3C4" />
      <circle cx="290" cy="60" r="26" fill="#F9C74F" />
      <g stroke="#F9C74F" strokeWidth="5" strokeLinecap="round">
        <line x1="290" y1="20" x2="290" y2="8" />
        <line x1="330" y1="60" x2="342" y2="60" />
        <line x1="318" y1="32" x2="327" y2="23" />
        <line x1="318" y1="88" x2="327" y2="97" />
      </g>
      <path d="M20 270 C 90 200, 270 200, 345 270 Z" fill="#7BC47F" />
      <path d="M0 300 C 80 240, 280 240, 360 300 Z" fill="#4C9A58" />
      {/* the child */}
      <rect x="160" y="150" width="52" height="70" rx="22" fill="#F4845F" />
      <rect x="166" y="212" width="14" height="40" rx="7" fill="#3D405B" />
      <rect x="192" y="212" width="14" height="40" rx="7" fill="#3D405B" />
      <path d="M166 162 L 128 112" stroke="#E0A37A" strokeWidth="13" strokeLinecap="round" />
      <path d="M206 162 L 240 118" stroke="#E0A37A" strokeWidth="13" strokeLinecap="round" />
      <circle cx="186" cy="122" r="28" fill="#E0A37A" />
      <path d="M158 118 C 158 88, 214 86, 214 116 C 204 104, 174 102, 158 118 Z" fill="#5B3A29" />
      <circle cx="176" cy="124" r="3.2" fill="#2B2D42" />
      <circle cx="196" cy="124" r="3.2" fill="#2B2D42" />
      <path
        d="M176 135 Q 186 144, 196 135"
        stroke="#2B2D42"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="169" cy="133" r="4" fill="#F4A3A3" opacity="0.7" />
      <circle cx="203" cy="133" r="4" fill="#F4A3A3" opacity="0.7" />
      {/* the star held high */}
      <path
        d="M120 70 l 9 18 20 3 -14.5 14 3.5 20 -18 -9.5 -18 9.5 3.5 -20 -14.5 -14 20 -3 z"
        fill="#F9C74F"
        stroke="#E09F1F"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <circle cx="250" cy="110" r="9" fill="#9B7EDE" />
      <circle cx="70" cy="150" r="7" fill="#9B7EDE" />
      <circle cx="300" cy="170" r="6" fill="#F4845F" />
    </Box>
  );
}
