import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SatisfactionSurveyDialog } from './satisfaction-survey-dialog';

// This workspace runs vitest without globals, so Testing Library cannot clean up on its own.
afterEach(cleanup);

// Dialog transitions and user-event typing are slow in a simulated DOM on a busy machine.
describe('SatisfactionSurveyDialog', { timeout: 20_000 }, () => {
  it("requires a rating: 'Avaliação obrigatória' and nothing is sent", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => true);
    render(<SatisfactionSurveyDialog open onSubmit={onSubmit} onDismiss={vi.fn()} />);

    await user.click(screen.getByLabelText('Comentário (opcional)'));
    await user.paste('Gostei das aulas');
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));

    expect(await screen.findByText('Avaliação obrigatória')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the feedback text of each level and sends the rating with the optional comment', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => true);
    render(<SatisfactionSurveyDialog open onSubmit={onSubmit} onDismiss={vi.fn()} />);

    // MUI Rating derives the hovered star from the pointer position, which a simulated DOM cannot lay out;
    // a plain click on the star's radio is what a keyboard or screen-reader user does.
    const pick = (label: string) => fireEvent.click(screen.getByLabelText(label));
    pick('1 estrela');
    expect(screen.getByRole('status')).toHaveTextContent(/Sentimos muito/);
    pick('5 estrelas');
    expect(screen.getByRole('status')).toHaveTextContent(/Uau, que alegria/);
    pick('4 estrelas');
    expect(screen.getByRole('status')).toHaveTextContent(/Que bom que você está gostando/);

    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ rating: 4, comment: '' }));

    await user.click(screen.getByLabelText('Comentário (opcional)'));
    await user.paste('  Ótimo conteúdo  ');
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenLastCalledWith({ rating: 4, comment: 'Ótimo conteúdo' }),
    );
    expect(screen.queryByText('Avaliação obrigatória')).toBeNull();
  });

  it('ignores an outside click; the close button dismisses it', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(
      <SatisfactionSurveyDialog open onSubmit={vi.fn(async () => true)} onDismiss={onDismiss} />,
    );

    await user.click(document.querySelector('.MuiBackdrop-root') as Element);
    expect(onDismiss).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
