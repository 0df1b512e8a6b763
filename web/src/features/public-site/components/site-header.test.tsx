// @vitest-environment jsdom
// The header shows Entrar or Dashboard by a CSS rule on the stored-session mark; jsdom computes
// that rule when Testing Library asks what is visible, happy-dom does not.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionAttribute, storedSessionKey } from '@/lib/stored-session';
import { renderScreen } from '@/testing/render-screen';
import { SiteHeader } from './site-header';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.documentElement.removeAttribute(sessionAttribute);
});

const desktopNav = () => screen.getAllByRole('navigation', { name: 'Navegação principal' })[0]!;

describe('SiteHeader', () => {
  it("signed out: 'Entrar' and 'Começar Agora', no Home link on /", () => {
    renderScreen(<SiteHeader />, { route: '/' });
    const nav = within(desktopNav());
    expect(nav.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    expect(nav.getByRole('link', { name: 'Começar Agora' })).toHaveAttribute('href', '/planos');
    expect(nav.queryByRole('link', { name: 'Início' })).toBeNull();
    expect(nav.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('shows the Home link on other pages', () => {
    renderScreen(<SiteHeader />, { route: '/planos' });
    expect(within(desktopNav()).getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/');
  });

  it("signed in: only 'Dashboard'", () => {
    window.localStorage.setItem(storedSessionKey, '{"uid":"demo-aluno"}');
    renderScreen(<SiteHeader />, { route: '/' });
    const nav = within(desktopNav());
    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(nav.queryByRole('link', { name: 'Entrar' })).toBeNull();
    expect(nav.queryByRole('link', { name: 'Começar Agora' })).toBeNull();
  });

  it('without JavaScript marking the page (no attribute yet) shows the signed-out actions', () => {
    renderScreen(<SiteHeader />, { route: '/' });
    document.documentElement.removeAttribute(sessionAttribute);
    const nav = within(desktopNav());
    expect(nav.getByRole('link', { name: 'Entrar' })).toBeVisible();
    expect(nav.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('switches to Dashboard when another tab signs in, without a re-render', () => {
    renderScreen(<SiteHeader />, { route: '/' });
    const nav = within(desktopNav());
    expect(nav.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    window.localStorage.setItem(storedSessionKey, '{"uid":"demo-aluno"}');
    window.dispatchEvent(new StorageEvent('storage', { key: storedSessionKey }));
    expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    expect(nav.queryByRole('link', { name: 'Entrar' })).toBeNull();
  });

  it('the mobile menu lists the same links and closes on navigation', async () => {
    renderScreen(<SiteHeader />, { route: '/sobre' });
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const drawer = await screen.findByRole('presentation');
    const menu = within(drawer);
    expect(menu.getByRole('link', { name: 'Início' })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Entrar' })).toBeInTheDocument();
    await userEvent.click(menu.getByRole('link', { name: 'Começar Agora' }));
    await vi.waitFor(() => expect(screen.queryByRole('presentation')).toBeNull());
  });
});
