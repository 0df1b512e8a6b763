import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import terms from '../legal/termos.md';
import { renderScreen } from '@/testing/render-screen';
import { LegalDocument } from './legal-document';

afterEach(cleanup);

describe('LegalDocument', () => {
  it('shows the configured last revision in pt-BR', () => {
    renderScreen(<LegalDocument {...terms} updatedAt={new Date(2026, 10, 22)} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeInTheDocument();
    expect(screen.getByText('Última atualização: 22 de novembro de 2026')).toBeInTheDocument();
  });

  it('shows no date when none is configured', () => {
    renderScreen(<LegalDocument {...terms} updatedAt={null} />);
    expect(screen.getByRole('heading', { level: 2, name: '1. Aceitação' })).toBeInTheDocument();
    expect(screen.queryByText(/Última atualização/)).toBeNull();
  });
});
