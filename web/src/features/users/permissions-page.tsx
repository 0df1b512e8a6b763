import {
  Box,
  Button,
  Chip,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useCurrentUser } from '@/lib/session';
import { USERS_LIST_LIMIT, type UserRow } from './api/users-list';
import { useToggleRole } from './hooks/use-toggle-role';
import { useUsers } from './hooks/use-users';
import { permissionsTexts as t } from './messages';

/** /dashboard/usuarios (admin): who is an admin, and the toggle that changes it. */
export default function PermissionsPage() {
  const state = useUsers();
  const me = useCurrentUser();
  const { toggle, pendingUid } = useToggleRole();
  const users = state.status === 'ready' ? state.data : [];

  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1">
        {t.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t.subtitle}
      </Typography>
      <TableContainer component={Paper}>
        <Table aria-label={t.title}>
          <TableHead>
            <TableRow>
              <TableCell>{t.columnName}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t.columnId}</TableCell>
              <TableCell>{t.columnRole}</TableCell>
              <TableCell align="right">{t.columnAction}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {state.status === 'loading' ? <LoadingRows /> : null}
            {state.status !== 'loading' && users.length === 0 ? (
              <TableRow>
                <TableCell colSpan={4}>
                  <Typography color="text.secondary">{t.empty}</Typography>
                </TableCell>
              </TableRow>
            ) : null}
            {users.map((user) => (
              <UserRowView
                key={user.id}
                user={user}
                isMe={user.id === me.id}
                busy={pendingUid === user.id}
                onToggle={() => void toggle(user.id, user.role)}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {users.length >= USERS_LIST_LIMIT ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t.limitNote(USERS_LIST_LIMIT)}
        </Typography>
      ) : null}
    </Box>
  );
}

function UserRowView(props: { user: UserRow; isMe: boolean; busy: boolean; onToggle: () => void }) {
  const { user, isMe, busy, onToggle } = props;
  const isAdmin = user.role === 'ADMIN';
  return (
    <TableRow data-testid={`user-row-${user.id}`}>
      <TableCell>
        <Typography>
          {user.name}
          {isMe ? ` (${t.youLabel})` : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {user.email}
        </Typography>
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t.idLabel(user.id)}</TableCell>
      <TableCell>
        <Chip
          size="small"
          color={isAdmin ? 'primary' : 'default'}
          label={isAdmin ? t.roleAdmin : t.roleStudent}
        />
      </TableCell>
      <TableCell align="right">
        <Button
          size="small"
          variant={isAdmin ? 'outlined' : 'contained'}
          color={isAdmin ? 'inherit' : 'primary'}
          disabled={busy}
          onClick={onToggle}
        >
          {isAdmin ? t.removeAdmin : t.makeAdmin}
        </Button>
      </TableCell>
    </TableRow>
  );
}

function LoadingRows() {
  return Array.from({ length: 4 }, (_, index) => (
    <TableRow key={index}>
      <TableCell colSpan={4}>
        <Skeleton variant="text" />
      </TableCell>
    </TableRow>
  ));
}
