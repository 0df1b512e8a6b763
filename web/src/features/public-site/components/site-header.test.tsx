import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUserState } from '@/lib/use-auth-user';
import { renderWithApp } from '../test-utils';
import { SiteHeader } from './site-header';

let authState: AuthUserState = { status: 'loading' };
vi.mock('@/lib/use-auth-user', () => ({ useAuthUser: () => authState }));

const signedIn: AuthUserState = { status: 'ready', user: { uid: 'demo-aluno' } as User };
const signedOut: AuthUserState = { status: 'ready', user: null };

afterEach(cleanup);

const desktopNav = () => screen.getAllByRole('navigation', { name: 'Navegação principal' })[0]!;

describe('SiteHeader', () => {
  beforeEach(() => {
    authState = signedOut;
  });

  it("signed out: 'Entrar' and 'Começar Agora', no Home link on /", () => {
    renderWithApp(<SiteHeader />, { route: '/' });
    const nav = within(desktopNav());
    expect(nav.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    expect(nav.getByRole('link', { name: 'Começar Agora' })).toHaveAttribute('href', '/planos');
    expect(nav.queryByRole('link', { name: 'Início' })).toBeNull();
    expect(nav.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('shows the Home link on other pages', () => {
    renderWithApp(<SiteHeader />, { route: '/planos' });
    expect(within(desktopNav()).getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/');
  });

  it("signed in: only 'Dashboard'", () => {
    authState = signedIn;
    renderWithApp(<SiteHeader />, { route: '/' });
    const nav = within(desktopNav());
    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(nav.queryByRole('link', { name: 'Entrar' })).toBeNull();
    expect(nav.queryByRole('link', { name: 'Começar Agora' })).toBeNull();
  });

  it('shows no session buttons while the session is being restored', () => {
    authState = { status: 'loading' };
    renderWithApp(<SiteHeader />, { route: '/' });
    const nav = within(desktopNav());
    expect(nav.queryByRole('link')).toBeNull();
  });

  it('the mobile menu lists the same links and closes on navigation', async () => {
    renderWithApp(<SiteHeader />, { route: '/sobre' });
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const drawer = await screen.findByRole('presentation');
    const menu = within(drawer);
    expect(menu.getByRole('link', { name: 'Início' })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Entrar' })).toBeInTheDocument();
    await userEvent.click(menu.getByRole('link', { name: 'Começar Agora' }));
    await vi.waitFor(() => expect(screen.queryByRole('presentation')).toBeNull());
  });
});
