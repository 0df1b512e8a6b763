// 'Concluir Aula' beside a quiz that says 'Concluir só com aprovação' (docs/quizzes.md): the button
// then only shows the state, and only passing the quiz completes the class. The completion read
// is this feature's api module, mocked.
import { cleanup, screen } from '@testing-library/react';
import { quizMessages } from '@app/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClassDoc } from '@/lib/content';
import type { Feed } from '@/testing/fake-reads';
import { renderScreen } from '@/testing/render-screen';
import { sessionAs } from '@/testing/sessions';
import { classPageMessages as t } from '../messages';
import { CompletionButton } from './completion-button';

const api = vi.hoisted(() => ({ completed: {} as Feed }));
vi.mock('@/lib/firestore', () => ({ firestore: {} }));
vi.mock('../api/completion', async () => {
  const { feedRead } = await import('@/testing/fake-reads');
  return { liveCompleted: () => feedRead('completed', () => api.completed) };
});

const CLASS = { id: 'aula-1', courseId: null } as unknown as ClassDoc;
afterEach(() => cleanup());

const render = (gated: boolean) =>
  renderScreen(<CompletionButton cls={CLASS} gated={gated} />, { session: sessionAs('student') });

describe('CompletionButton', () => {
  it("is 'Concluir Aula' without a gating quiz", () => {
    api.completed = { data: false };
    render(false);
    expect(screen.getByRole('button', { name: t.complete })).toBeEnabled();
  });

  it("says 'Conclua pelo questionário', disabled, while the quiz is not passed", () => {
    api.completed = { data: false };
    render(true);
    expect(screen.getByRole('button', { name: quizMessages.completeByPassing })).toBeDisabled();
  });

  it("shows 'Aula concluída' once passing completed it, and does not undo it", () => {
    api.completed = { data: true };
    render(true);
    expect(screen.getByRole('button', { name: t.completed })).toBeDisabled();
  });
});
