// The product's name, written once: the sites, the dashboard shell and the certificates' PDF.
// Its own entry point (@app/domain/brand) so the static public pages can use it without zod.
export const PLATFORM_NAME = 'Escola Estratégica';
