import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import CommentOutlinedIcon from '@mui/icons-material/CommentOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import LibraryAddOutlinedIcon from '@mui/icons-material/LibraryAddOutlined';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import VideocamOutlinedIcon from '@mui/icons-material/VideocamOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { matchPath } from 'react-router-dom';
import { paths } from '@/config/paths';

export type MenuItem = {
  label: string;
  href: string;
  icon: SvgIconComponent;
  /** Selected only on this exact path (the dashboard home), not on its children. */
  exact?: boolean;
};

const d = paths.dashboard;

const home: MenuItem = {
  label: 'Dashboard',
  href: d.root.getHref(),
  icon: DashboardOutlinedIcon,
  exact: true,
};
const events: MenuItem = { label: 'Eventos', href: d.events.getHref(), icon: EventOutlinedIcon };
const profile: MenuItem = { label: 'Perfil', href: d.profile.getHref(), icon: PersonOutlineIcon };

/** The admin menu, in its product order ('Criar Usuário' is added after it, as a dialog). */
export const ADMIN_MENU: readonly MenuItem[] = [
  home,
  { label: 'Criar Aula', href: d.createClass.getHref(), icon: AddCircleOutlineIcon },
  { label: 'Criar Curso', href: d.createCourse.getHref(), icon: LibraryAddOutlinedIcon },
  { label: 'Agendar Aula ao Vivo', href: d.createLiveClass.getHref(), icon: VideocamOutlinedIcon },
  events,
  { label: 'Comentários', href: d.comments.getHref(), icon: CommentOutlinedIcon },
  { label: 'Usuários', href: d.users.getHref(), icon: ManageAccountsOutlinedIcon },
  profile,
];

/** The student menu (docs/product.md, "Rotas"). */
export const STUDENT_MENU: readonly MenuItem[] = [home, events, profile];

export function menuFor(isAdmin: boolean): readonly MenuItem[] {
  return isAdmin ? ADMIN_MENU : STUDENT_MENU;
}

/** Whether the item is the current page (its own children count, except for the home item). */
export function isMenuItemSelected(item: MenuItem, pathname: string): boolean {
  return matchPath({ path: item.href, end: item.exact ?? false }, pathname) !== null;
}
