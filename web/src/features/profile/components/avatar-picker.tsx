import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Avatar, Button, CircularProgress, Stack } from '@mui/material';
import { COVER_MIME_TYPES } from '@app/domain';
import { useRef } from 'react';
import { useAvatarUpload } from '../hooks/use-avatar-upload';
import { initials } from '@/lib/initials';
import { avatarMessages as m } from '../messages';

type AvatarPickerProps = { name: string; avatarUrl: string | null };

/** The profile picture and its upload button; the file is checked and saved on selection. */
export function AvatarPicker({ name, avatarUrl }: AvatarPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const { upload, uploading } = useAvatarUpload();

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar src={avatarUrl ?? undefined} alt={m.alt(name)} sx={{ width: 80, height: 80 }}>
        {initials(name)}
      </Avatar>
      <input
        ref={input}
        type="file"
        hidden
        // Never shown (the button opens it), but named in case assistive tech reaches it.
        aria-label={m.change}
        accept={COVER_MIME_TYPES.join(',')}
        data-testid="avatar-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again still fires a change.
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <Button
        variant="outlined"
        onClick={() => input.current?.click()}
        disabled={uploading}
        startIcon={uploading ? <CircularProgress size={16} aria-hidden /> : <PhotoCameraIcon />}
      >
        {uploading ? m.uploading : m.change}
      </Button>
    </Stack>
  );
}
