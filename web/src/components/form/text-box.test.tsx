import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextBox } from './text-box';

afterEach(cleanup);

function Box({ error }: { error?: string }) {
  const [text, setText] = useState('');
  return (
    <TextBox
      label="Seu comentário"
      value={text}
      onChange={setText}
      error={error !== undefined}
      helperText={error ?? `${text.length}/10`}
      maxLength={10}
    />
  );
}

describe('TextBox', () => {
  it('is a labelled multi-line box described by its helper text, which follows the typing', async () => {
    render(<Box />);
    const box = screen.getByRole('textbox', { name: 'Seu comentário' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAccessibleDescription('0/10');
    await userEvent.type(box, 'Olá, tudo bem por aí?');
    expect(box).toHaveValue('Olá, tudo ');
    expect(box).toHaveAccessibleDescription('10/10');
    expect(box).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('marks the box invalid and describes it by the error', () => {
    render(<Box error="O comentário deve ter pelo menos 3 caracteres." />);
    const box = screen.getByRole('textbox', { name: 'Seu comentário' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('O comentário deve ter pelo menos 3 caracteres.');
  });
});
