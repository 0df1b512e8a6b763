import LogoutIcon from '@mui/icons-material/Logout';
import { roleLabel } from '@app/domain';
import { Box, IconButton, Typography } from '@mui/material';
import { Hint } from '@/components/feedback/hint';
import type { CurrentUser } from '@/lib/session';
import { shellMessages } from '../messages';
import { UserAvatar } from './user-avatar';

type Props = { user: CurrentUser; collapsed: boolean; onLogout: () => void };

/** Sidebar footer: avatar, name, role label ('Administrador' / 'Aluno') and logout. */
export function SidebarUserCard({ user, collapsed, onLogout }: Props) {
  const logout = (
    <Hint title={shellMessages.logout} placement="right">
      <IconButton aria-label={shellMessages.logout} onClick={onLogout} size="small">
        <LogoutIcon fontSize="small" />
      </IconButton>
    </Hint>
  );
  if (collapsed) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, py: 1 }}>
        <UserAvatar name={user.name} src={user.avatarUrl} size={32} />
        {logout}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, p: 1.5 }}>
      <UserAvatar name={user.name} src={user.avatarUrl} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
          {user.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          {roleLabel(user.role)}
        </Typography>
      </Box>
      {logout}
    </Box>
  );
}
