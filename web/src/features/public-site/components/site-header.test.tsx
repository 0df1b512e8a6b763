// @vitest-environment jsdom
// The header shows Entrar or Dashboard by a CSS rule on the stored-session mark; jsdom computes
// that rule when Testing Library asks what is visible, happy-dom does not.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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

  it('the mobile menu holds the same links in a popover that the menu buttons open and close', () => {
    renderScreen(<SiteHeader />, { route: '/sobre' });
    // Opening, Esc and focus are the browser's (Popover API): the journeys check them there.
    const open = screen.getByRole('button', { name: 'Abrir menu' });
    const panel = document.getElementById(open.getAttribute('popovertarget') ?? '');
    expect(panel).toHaveAttribute('popover', 'auto');
    const menu = within(panel!);
    expect(menu.getByRole('button', { name: 'Fechar menu', hidden: true })).toHaveAttribute(
      'popovertargetaction',
      'hide',
    );
    const links = menu.getAllByRole('link', { hidden: true }).map((link) => link.textContent);
    expect(links).toEqual(['Início', 'Dashboard', 'Entrar', 'Começar Agora']);
  });
});
