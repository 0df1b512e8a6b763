import type { ThemeOptions } from '@mui/material/styles';

/**
 * MUI's pt-BR texts for the components that have them. MUI's own `ptBR` (from
 * '@mui/material/locale') builds an `Intl.NumberFormat('pt-BR')` when its module loads, which
 * costs a public page about 100 ms of main thread on a mid-range phone before anything is
 * interactive; here the formatter is built the first time a number is shown.
 */
let numberFormat: Intl.NumberFormat | undefined;
const formatNumber = (value: number) =>
  (numberFormat ??= new Intl.NumberFormat('pt-BR')).format(value);

const pageLabel = (type: string) => {
  if (type === 'first') return 'Ir para a primeira página';
  if (type === 'last') return 'Ir para a última página';
  if (type === 'next') return 'Ir para a próxima página';
  return 'Ir para a página anterior';
};

export const muiPtBR: ThemeOptions = {
  components: {
    MuiAlert: { defaultProps: { closeText: 'Fechar' } },
    MuiAutocomplete: {
      defaultProps: {
        clearText: 'Limpar',
        closeText: 'Fechar',
        loadingText: 'Carregando…',
        noOptionsText: 'Sem opções',
        openText: 'Abrir',
      },
    },
    MuiBreadcrumbs: { defaultProps: { expandText: 'Mostrar caminho' } },
    MuiPagination: {
      defaultProps: {
        'aria-label': 'Navegar pela paginação',
        getItemAriaLabel: (type, page, selected) =>
          type === 'page' ? `${selected ? '' : 'Ir para a '}página ${page}` : pageLabel(type),
      },
    },
    MuiRating: {
      defaultProps: {
        getLabelText: (value) => `${value} Estrela${value !== 1 ? 's' : ''}`,
        emptyLabelText: 'Vazio',
      },
    },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: pageLabel,
        labelRowsPerPage: 'Linhas por página:',
        labelDisplayedRows: ({ from, to, count }) =>
          `${formatNumber(from)}–${formatNumber(to)} de ${
            count !== -1 ? formatNumber(count) : `mais de ${formatNumber(to)}`
          }`,
      },
    },
  },
};
