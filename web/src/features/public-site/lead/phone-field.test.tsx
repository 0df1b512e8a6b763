import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(cleanup);
import { PhoneField } from './phone-field';

function Harness() {
  const [value, setValue] = useState('');
  return <PhoneField label="Telefone" value={value} onChange={setValue} />;
}

describe('PhoneField', () => {
  it('formats as (DD) NNNNN-NNNN while typing and stops at 11 digits', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Telefone');
    const steps: [string, string][] = [
      ['1', '(1'],
      ['1', '(11'],
      ['9', '(11) 9'],
      // Until the 11th digit it reads as a landline, the usual behaviour of Brazilian masks.
      ['8765', '(11) 9876-5'],
      ['4321', '(11) 98765-4321'],
      ['999', '(11) 98765-4321'],
    ];
    for (const [typed, shown] of steps) {
      await userEvent.type(input, typed);
      expect(input).toHaveValue(shown);
    }
  });

  it('formats a 10-digit landline as (DD) NNNN-NNNN and ignores letters', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Telefone');
    await userEvent.type(input, '21a3456b7890');
    expect(input).toHaveValue('(21) 3456-7890');
  });

  it('reformats when a digit is erased', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Telefone');
    await userEvent.type(input, '11987654321');
    await userEvent.type(input, '{Backspace}');
    expect(input).toHaveValue('(11) 9876-5432');
  });

  it('drops the +55 of a pasted international number', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Telefone');
    await userEvent.click(input);
    await userEvent.paste('+55 (11) 98765-4321');
    expect(input).toHaveValue('(11) 98765-4321');
  });
});
