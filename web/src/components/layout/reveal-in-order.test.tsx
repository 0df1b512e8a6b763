import { act, render, screen } from '@testing-library/react';
import { useState, type Dispatch, type SetStateAction } from 'react';
import { describe, expect, it } from 'vitest';
import { RevealInOrder } from './reveal-in-order';
import { useRevealTurn } from './reveal-turn';

type Control = Dispatch<SetStateAction<'loading' | 'empty' | 'data'>>;
const controls = new Map<string, Control>();

/** A section whose read the test answers: nothing while loading or empty, its name with data. */
function Section({ name }: { name: string }) {
  const [state, setState] = useState<'loading' | 'empty' | 'data'>('loading');
  controls.set(name, setState);
  const mayShow = useRevealTurn(state !== 'loading');
  if (!mayShow || state !== 'data') return null;
  return <section aria-label={name}>{name}</section>;
}

const answer = (name: string, state: 'empty' | 'data') => act(() => controls.get(name)!(state));
const shown = () => screen.queryAllByRole('region').map((section) => section.textContent);

function renderSections() {
  render(
    <RevealInOrder>
      <Section name="continuar" />
      <Section name="eventos" />
      <Section name="aulas" />
    </RevealInOrder>,
  );
}

describe('RevealInOrder', () => {
  it('holds a section that answered until every section above it has answered', () => {
    renderSections();
    answer('aulas', 'data');
    answer('eventos', 'data');
    expect(shown()).toEqual([]);
    answer('continuar', 'data');
    expect(shown()).toEqual(['continuar', 'eventos', 'aulas']);
  });

  it('an empty section above lets the ones below it show', () => {
    renderSections();
    answer('continuar', 'empty');
    answer('eventos', 'data');
    expect(shown()).toEqual(['eventos']);
    answer('aulas', 'data');
    expect(shown()).toEqual(['eventos', 'aulas']);
  });

  it('a section shown stays when one above it starts loading again', () => {
    renderSections();
    answer('continuar', 'empty');
    answer('eventos', 'data');
    act(() => controls.get('continuar')!('loading'));
    expect(shown()).toEqual(['eventos']);
  });

  it('outside RevealInOrder a section shows as soon as it has data', () => {
    render(<Section name="sozinha" />);
    answer('sozinha', 'data');
    expect(shown()).toEqual(['sozinha']);
  });

  it('shows the pending placeholder until the first section has answered, then never again', () => {
    render(
      <RevealInOrder pending={<p>Carregando</p>}>
        <Section name="continuar" />
        <Section name="eventos" />
      </RevealInOrder>,
    );
    answer('eventos', 'data');
    expect(screen.getByText('Carregando')).toBeInTheDocument();
    answer('continuar', 'empty');
    expect(screen.queryByText('Carregando')).toBeNull();
    expect(shown()).toEqual(['eventos']);
    act(() => controls.get('continuar')!('loading'));
    expect(screen.queryByText('Carregando')).toBeNull();
  });
});
