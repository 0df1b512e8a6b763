import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import {
  ListItemButton,
  ListItemIcon,
  ListItemText,
  type SxProps,
  type Theme,
} from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Hint } from '@/components/feedback/hint';
import { createUserMessages } from '../messages';

// Loaded on the first click: the form and its validation are not part of every admin page.
const CreateUserDialog = lazy(() =>
  import('./create-user-dialog').then((module) => ({
    default: module.CreateUserDialog,
  })),
);

type Props = { collapsed: boolean; itemSx: SxProps<Theme> };

/** The admin sidebar's 'Criar Usuário' entry: opens the create-user dialog in place. */
export function CreateUserMenuItem({ collapsed, itemSx }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Hint title={collapsed ? createUserMessages.menuLabel : ''} placement="right">
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
      </Hint>
      {open ? (
        <Suspense fallback={null}>
          <CreateUserDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
