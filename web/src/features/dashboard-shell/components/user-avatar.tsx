import { Avatar } from '@mui/material';
import { initials } from '@/lib/initials';
import { brandRed } from '@/lib/theme';

/** The user's photo, or the initials of the first two words of their name. */
export function UserAvatar({
  name,
  src,
  size = 36,
}: {
  name: string;
  src: string | null;
  size?: number;
}) {
  return (
    <Avatar
      src={src ?? undefined}
      alt={name}
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        bgcolor: brandRed,
        color: '#fff',
      }}
    >
      {initials(name)}
    </Avatar>
  );
}
