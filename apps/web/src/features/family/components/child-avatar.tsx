import Avatar from '@mui/material/Avatar';

/** A child's avatar (our SVG art), alt text = the child's name; the first letter when none was chosen. */
export function ChildAvatar({ name, src, size = 64 }: { name: string; src: string | null; size?: number }) {
  return (
    <Avatar
      src={src ?? undefined}
      alt={name}
      sx={{
        width: size,
        height: size,
        bgcolor: src ? 'transparent' : 'purple.main',
        fontSize: size / 2.4,
        fontWeight: 700,
      }}
    >
      {name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}
