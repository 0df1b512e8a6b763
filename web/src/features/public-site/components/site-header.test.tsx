import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredSession } from '@/lib/stored-session';
import { renderWithApp } from '../test-utils';
import { SiteHeader } from './site-header';

let authState: StoredSession = 'unknown';
vi.mock('@/lib/stored-session', () => ({ useStoredSession: () => authState }));

const signedIn: StoredSession = 'signedIn';
const signedOut: StoredSession = 'signedOut';

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
    authState = 'unknown';
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
