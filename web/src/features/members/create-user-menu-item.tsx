import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import {
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Tooltip,
  type SxProps,
  type Theme,
} from '@mui/material';
import { useState } from 'react';
import { CreateUserDialog } from './components/create-user-dialog';
import { createUserMessages } from './messages';

type Props = { collapsed: boolean; itemSx: SxProps<Theme> };

/** The admin sidebar's 'Criar Usuário' entry: opens the create-user dialog in place. */
export function CreateUserMenuItem({ collapsed, itemSx }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={collapsed ? createUserMessages.menuLabel : ''} placement="right">
        <ListItemButton
          onClick={() => setOpen(true)}
          aria-label={collapsed ? createUserMessages.menuLabel : undefined}
          sx={itemSx}
        >
          <ListItemIcon sx={{ minWidth: 0, mr: collapsed ? 0 : 1.5, color: 'inherit' }}>
            <PersonAddAlt1OutlinedIcon fontSize="small" />
          </ListItemIcon>
          {collapsed ? null : <ListItemText primary={createUserMessages.menuLabel} />}
        </ListItemButton>
      </Tooltip>
      {open ? <CreateUserDialog open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
