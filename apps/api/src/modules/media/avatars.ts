// The avatars a child can pick: simple, cheerful faces we draw ourselves as SVG. Ids are stable
// ('avatar-01' ...): children's rows and the demo seed store them.

const INK = '#2b1d14';

const eyes = (y: number, dx = 15, r = 5.5) =>
  [60 - dx, 60 + dx]
    .map(
      (x) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="${INK}"/><circle cx="${x + r / 3}" cy="${y - r / 3}" r="${r / 3}" fill="#fff"/>`,
    )
    .join('');

const smile = (y: number, w = 10, color = INK) =>
  `<path d="M${60 - w} ${y} Q60 ${y + w} ${60 + w} ${y}" stroke="${color}" stroke-width="3" fill="none" stroke-linecap="round"/>`;

const cheeks = (y: number, dx = 26, color = '#F48FB1') =>
  `<circle cx="${60 - dx}" cy="${y}" r="5" fill="${color}" opacity="0.7"/><circle cx="${60 + dx}" cy="${y}" r="5" fill="${color}" opacity="0.7"/>`;

const mirror = (shape: string) => `${shape}<g transform="translate(120 0) scale(-1 1)">${shape}</g>`;

interface AvatarArt {
  id: string;
  name: string;
  background: string;
  body: string;
}

const ART: AvatarArt[] = [
  {
    id: 'avatar-01',
    name: 'Fox',
    background: '#FFE0B2',
    body:
      mirror(
        '<path d="M26 54 L32 14 L58 40 Z" fill="#E8782A"/><path d="M33 44 L36 25 L49 39 Z" fill="#7A3A12"/>',
      ) +
      '<path d="M20 52 Q60 22 100 52 Q94 90 60 104 Q26 90 20 52 Z" fill="#E8782A"/>' +
      '<path d="M34 72 Q60 60 86 72 Q78 98 60 104 Q42 98 34 72 Z" fill="#FFF6EC"/>' +
      eyes(60, 17) +
      `<ellipse cx="60" cy="80" rx="6" ry="4.5" fill="${INK}"/>` +
      smile(88, 6),
  },
  {
    id: 'avatar-02',
    name: 'Owl',
    background: '#E1F0FF',
    body:
      mirror('<path d="M30 34 L26 14 L46 28 Z" fill="#8D6E63"/>') +
      '<ellipse cx="60" cy="66" rx="40" ry="42" fill="#8D6E63"/>' +
      '<ellipse cx="60" cy="80" rx="24" ry="24" fill="#D7CCC8"/>' +
      mirror('<circle cx="43" cy="52" r="15" fill="#fff"/>') +
      eyes(52, 17, 7) +
      '<path d="M54 62 L66 62 L60 74 Z" fill="#FFA000"/>',
  },
  {
    id: 'avatar-03',
    name: 'Bear',
    background: '#FCE4EC',
    body:
      mirror(
        '<circle cx="28" cy="32" r="14" fill="#8B5A2B"/><circle cx="28" cy="32" r="7" fill="#D2A679"/>',
      ) +
      '<circle cx="60" cy="64" r="40" fill="#8B5A2B"/>' +
      '<ellipse cx="60" cy="80" rx="18" ry="14" fill="#D2A679"/>' +
      eyes(56, 15) +
      `<ellipse cx="60" cy="74" rx="6" ry="4.5" fill="${INK}"/>` +
      smile(82, 6) +
      cheeks(70, 28),
  },
  {
    id: 'avatar-04',
    name: 'Cat',
    background: '#EDE7F6',
    body:
      mirror(
        '<path d="M24 50 L28 16 L52 34 Z" fill="#9E9E9E"/><path d="M30 42 L32 25 L45 35 Z" fill="#F8BBD0"/>',
      ) +
      '<circle cx="60" cy="64" r="38" fill="#9E9E9E"/>' +
      eyes(58, 15) +
      '<path d="M55 72 L65 72 L60 78 Z" fill="#F06292"/>' +
      smile(80, 6) +
      mirror(
        `<path d="M16 72 L40 76 M16 82 L40 80" stroke="${INK}" stroke-width="2" stroke-linecap="round"/>`,
      ),
  },
  {
    id: 'avatar-05',
    name: 'Rabbit',
    background: '#E8F5E9',
    body:
      mirror(
        '<ellipse cx="44" cy="26" rx="10" ry="26" fill="#F5F5F5"/><ellipse cx="44" cy="28" rx="5" ry="18" fill="#F8BBD0"/>',
      ) +
      '<circle cx="60" cy="70" r="34" fill="#F5F5F5"/>' +
      eyes(64, 13) +
      '<ellipse cx="60" cy="76" rx="5" ry="3.5" fill="#F06292"/>' +
      smile(82, 6) +
      '<rect x="55" y="86" width="10" height="8" rx="2" fill="#fff" stroke="#BDBDBD"/>' +
      cheeks(78, 22),
  },
  {
    id: 'avatar-06',
    name: 'Panda',
    background: '#E0F7FA',
    body:
      mirror('<circle cx="28" cy="32" r="13" fill="#263238"/>') +
      '<circle cx="60" cy="64" r="40" fill="#FAFAFA"/>' +
      mirror('<ellipse cx="44" cy="58" rx="11" ry="14" fill="#263238" transform="rotate(-25 44 58)"/>') +
      mirror('<circle cx="45" cy="57" r="5" fill="#fff"/><circle cx="46" cy="57" r="2.5" fill="#263238"/>') +
      '<ellipse cx="60" cy="76" rx="6" ry="4.5" fill="#263238"/>' +
      smile(84, 6, '#263238'),
  },
  {
    id: 'avatar-07',
    name: 'Frog',
    background: '#FFF9C4',
    body:
      mirror('<circle cx="38" cy="40" r="16" fill="#66BB6A"/><circle cx="38" cy="40" r="10" fill="#fff"/>') +
      '<ellipse cx="60" cy="72" rx="44" ry="32" fill="#66BB6A"/>' +
      eyes(40, 22, 6) +
      '<path d="M34 78 Q60 100 86 78" stroke="#1B5E20" stroke-width="3.5" fill="none" stroke-linecap="round"/>' +
      cheeks(74, 34),
  },
  {
    id: 'avatar-08',
    name: 'Lion',
    background: '#FFF3E0',
    body:
      Array.from({ length: 12 }, (_, i) => {
        const a = (i / 12) * Math.PI * 2;
        return `<circle cx="${(60 + Math.cos(a) * 38).toFixed(1)}" cy="${(62 + Math.sin(a) * 38).toFixed(1)}" r="16" fill="#C66A12"/>`;
      }).join('') +
      '<circle cx="60" cy="62" r="38" fill="#C66A12"/>' +
      '<circle cx="60" cy="64" r="30" fill="#FFCA28"/>' +
      eyes(58, 12, 5) +
      `<path d="M54 70 L66 70 L60 77 Z" fill="${INK}"/>` +
      smile(80, 6),
  },
  {
    id: 'avatar-09',
    name: 'Penguin',
    background: '#E3F2FD',
    body:
      '<ellipse cx="60" cy="64" rx="40" ry="44" fill="#263238"/>' +
      '<path d="M60 40 Q36 26 30 56 Q30 92 60 100 Q90 92 90 56 Q84 26 60 40 Z" fill="#FAFAFA"/>' +
      eyes(58, 14) +
      '<path d="M51 70 L69 70 L60 80 Z" fill="#FF9800"/>' +
      cheeks(76, 22),
  },
  {
    id: 'avatar-10',
    name: 'Turtle',
    background: '#F1F8E9',
    body:
      '<circle cx="60" cy="70" r="34" fill="#9CCC65"/>' +
      '<path d="M24 54 Q60 4 96 54 Z" fill="#6D4C41"/>' +
      '<path d="M44 40 L60 28 L76 40 L70 52 L50 52 Z" fill="#8D6E63"/>' +
      eyes(70, 13) +
      smile(86, 8) +
      cheeks(82, 24),
  },
  {
    id: 'avatar-11',
    name: 'Dolphin',
    background: '#E0F2F1',
    body:
      '<path d="M52 30 Q62 10 74 26 Z" fill="#4F83CC"/>' +
      '<ellipse cx="60" cy="62" rx="36" ry="34" fill="#4F83CC"/>' +
      '<ellipse cx="60" cy="86" rx="22" ry="12" fill="#4F83CC"/>' +
      '<ellipse cx="60" cy="80" rx="26" ry="16" fill="#BBDEFB"/>' +
      eyes(56, 15) +
      smile(84, 10) +
      cheeks(72, 26),
  },
  {
    id: 'avatar-12',
    name: 'Robot',
    background: '#ECEFF1',
    body:
      '<line x1="60" y1="14" x2="60" y2="30" stroke="#607D8B" stroke-width="4"/><circle cx="60" cy="13" r="6" fill="#EF5350"/>' +
      mirror('<rect x="14" y="54" width="10" height="20" rx="3" fill="#607D8B"/>') +
      '<rect x="24" y="30" width="72" height="66" rx="14" fill="#90A4AE"/>' +
      mirror(
        '<rect x="36" y="46" width="16" height="16" rx="4" fill="#fff"/><circle cx="44" cy="54" r="5" fill="#1E88E5"/>',
      ) +
      '<rect x="40" y="74" width="40" height="10" rx="5" fill="#37474F"/>' +
      '<path d="M48 74 V84 M56 74 V84 M64 74 V84 M72 74 V84" stroke="#90A4AE" stroke-width="2"/>',
  },
];

export const AVATAR_IDS: readonly string[] = ART.map((a) => a.id);

export const avatarUrl = (id: string): string => `/v1/router/child/avatars/${id}.svg`;

export function isOurAvatar(id: string): boolean {
  return AVATAR_IDS.includes(id);
}

export function listAvatars(): { id: string; name: string; url: string }[] {
  return ART.map((a) => ({ id: a.id, name: a.name, url: avatarUrl(a.id) }));
}

/** The SVG document of one avatar, with its name as the accessible title; null for an unknown id. */
export function avatarSvg(id: string): string | null {
  const art = ART.find((a) => a.id === id);
  if (!art) return null;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-label="${art.name}">` +
    `<title>${art.name}</title><circle cx="60" cy="60" r="60" fill="${art.background}"/>${art.body}</svg>`
  );
}
