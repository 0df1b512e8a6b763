/**
 * Whether React is hydrating the prerendered page the visitor landed on (main.tsx starts it, the
 * root layout ends it once that page has committed). Static parts of a public page use it to keep
 * the server's HTML as it is instead of hydrating it (components/layout/static-markup.tsx).
 */
let hydrating = false;

export const startFirstHydration = () => {
  hydrating = true;
};

export const endFirstHydration = () => {
  hydrating = false;
};

export const isHydratingFirstPage = () => hydrating;
