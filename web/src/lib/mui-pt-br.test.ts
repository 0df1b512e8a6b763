import { describe, expect, it } from 'vitest';
import { muiPtBR } from './mui-pt-br';

const props = muiPtBR.components!;

describe('muiPtBR', () => {
  it('labels ratings and pagination in pt-BR', () => {
    const rating = props.MuiRating!.defaultProps!;
    expect(rating.getLabelText!(1)).toBe('1 Estrela');
    expect(rating.getLabelText!(4)).toBe('4 Estrelas');
    const pagination = props.MuiPagination!.defaultProps!;
    expect(pagination.getItemAriaLabel!('page', 3, false)).toBe('Ir para a página 3');
    expect(pagination.getItemAriaLabel!('next', 3, false)).toBe('Ir para a próxima página');
  });

  it('formats the table pagination numbers the Brazilian way, on first use', () => {
    const label = props.MuiTablePagination!.defaultProps!.labelDisplayedRows!;
    expect(label({ from: 1, to: 1000, count: 12345, page: 0 })).toBe('1–1.000 de 12.345');
    expect(label({ from: 1, to: 10, count: -1, page: 0 })).toBe('1–10 de mais de 10');
  });
});
