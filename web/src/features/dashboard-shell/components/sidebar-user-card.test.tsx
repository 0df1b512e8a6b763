import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { sessionAs } from '@/testing/sessions';
import type { CurrentUser } from '@/lib/session/session-types';
import { shellMessages } from '../messages';
import { SidebarUserCard } from './sidebar-user-card';

afterEach(cleanup);

const userOf = (session: ReturnType<typeof sessionAs>): CurrentUser => {
  if (session.status !== 'ready') throw new Error('sessionAs gives a ready session');
  return session.user;
};

describe('SidebarUserCard', () => {
  it("shows an admin's name, 'Administrador' and, without a photo, the first two initials", () => {
    const admin = userOf(sessionAs('admin', { name: 'Ana Administradora Lima' }));
    renderScreen(<SidebarUserCard user={admin} collapsed={false} onLogout={vi.fn()} />);
    expect(screen.getByText('Ana Administradora Lima')).toBeVisible();
    expect(screen.getByText('Administrador', { exact: true })).toBeVisible();
    expect(document.querySelector('.MuiAvatar-root')).toHaveTextContent(/^AA$/);
  });

  it("labels a student 'Aluno' and shows their photo when there is one", () => {
    const student = userOf(
      sessionAs('subscriber', {
        name: 'Bruno Assinante',
        avatarUrl: 'https://example.test/bruno.png',
      }),
    );
    renderScreen(<SidebarUserCard user={student} collapsed={false} onLogout={vi.fn()} />);
    expect(screen.getByText('Aluno', { exact: true })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Bruno Assinante' })).toHaveAttribute(
      'src',
      'https://example.test/bruno.png',
    );
  });

  it("collapsed: only the avatar and 'Sair', which keeps its name and signs out", async () => {
    const onLogout = vi.fn();
    const student = userOf(sessionAs('student', { name: 'Carla Aluna' }));
    renderScreen(<SidebarUserCard user={student} collapsed onLogout={onLogout} />);
    expect(screen.queryByText('Carla Aluna')).toBeNull();
    expect(document.querySelector('.MuiAvatar-root')).toHaveTextContent(/^CA$/);
    await userEvent.click(screen.getByRole('button', { name: shellMessages.logout }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
