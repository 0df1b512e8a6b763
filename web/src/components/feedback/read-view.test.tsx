// ReadView (happy-dom): each state of a read, the defaults and what a screen passes in, and
// 'Tentar novamente' asking the read again.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReadResult } from '@/lib/use-read';
import { renderScreen } from '@/testing/render-screen';
import { readViewMessages as t } from './messages';
import { ReadView } from './read-view';

const retry = vi.fn();
const loading: ReadResult<string[]> = { status: 'loading', retry };
const failed: ReadResult<string[]> = { status: 'error', error: new Error('x'), retry };
const ready = (data: string[]): ReadResult<string[]> => ({ status: 'ready', data, retry });

const list = (data: string[]) => (
  <ul>
    {data.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

afterEach(() => {
  cleanup();
  retry.mockClear();
});

describe('ReadView', () => {
  it('while loading: a spinner named by loadingLabel, or the given skeleton', () => {
    renderScreen(
      <ReadView read={loading} loadingLabel="Carregando aulas">
        {list}
      </ReadView>,
    );
    expect(screen.getByRole('progressbar', { name: 'Carregando aulas' })).toBeInTheDocument();
    cleanup();
    renderScreen(
      <ReadView read={loading} loading={<p>esqueleto</p>}>
        {list}
      </ReadView>,
    );
    expect(screen.getByText('esqueleto')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('on error: the text in an alert and "Tentar novamente", which retries', () => {
    renderScreen(
      <ReadView read={failed} error="Não foi possível carregar as aulas.">
        {list}
      </ReadView>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar as aulas.');
    fireEvent.click(screen.getByRole('button', { name: t.retry }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('on error without a retry (a bare ReadState): the default text, no button', () => {
    renderScreen(<ReadView read={{ status: 'error', error: null }}>{list}</ReadView>);
    expect(screen.getByRole('alert')).toHaveTextContent(t.error);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("on error with retryLabel: the screen's own words on the button, which retries", () => {
    renderScreen(
      <ReadView read={failed} error="Falhou." retryLabel="Tentar de novo">
        {list}
      </ReadView>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(retry).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: t.retry })).toBeNull();
  });

  it('on error with retry={false}: the given screen as it is, no alert and no button', () => {
    renderScreen(
      <ReadView read={failed} error={<h1>Aula não encontrada</h1>} retry={false}>
        {list}
      </ReadView>,
    );
    expect(screen.getByRole('heading', { name: 'Aula não encontrada' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('error={null} and loading={null}: nothing at all (a section that hides)', () => {
    const { container } = renderScreen(
      <ReadView read={failed} error={null}>
        {list}
      </ReadView>,
    );
    expect(container).toBeEmptyDOMElement();
    cleanup();
    const loadingView = renderScreen(
      <ReadView read={loading} loading={null}>
        {list}
      </ReadView>,
    );
    expect(loadingView.container).toBeEmptyDOMElement();
  });

  it('empty data: the empty text (an empty list by default, or by isEmpty; null always)', () => {
    renderScreen(
      <ReadView read={ready([])} empty="Nada ainda.">
        {list}
      </ReadView>,
    );
    expect(screen.getByText('Nada ainda.')).toBeInTheDocument();
    cleanup();
    renderScreen(
      <ReadView read={ready(['a'])} empty="Só um." isEmpty={(data) => data.length < 2}>
        {list}
      </ReadView>,
    );
    expect(screen.getByText('Só um.')).toBeInTheDocument();
    cleanup();
    const missing: ReadResult<string[] | null> = { status: 'ready', data: null, retry };
    renderScreen(
      <ReadView read={missing} empty="Não encontrado." isEmpty={(data) => data.length < 2}>
        {list}
      </ReadView>,
    );
    expect(screen.getByText('Não encontrado.')).toBeInTheDocument();
  });

  it('the data, through children', () => {
    renderScreen(
      <ReadView read={ready(['Vendas', 'Gestão'])} empty="Nada ainda.">
        {list}
      </ReadView>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Vendas',
      'Gestão',
    ]);
    expect(screen.queryByText('Nada ainda.')).toBeNull();
  });
});
