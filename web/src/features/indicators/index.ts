// The admin indicators (/dashboard/indicadores), as the app composes them.
export const loadIndicatorsPage = () => import('./components/indicators-page');
