/**
 * Every route of the app (docs/product.md, "Rotas") and how to link to it. Components link through
 * these, never through hand-written strings, so a route changes in one place.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: (redirectTo?: string) => withRedirect('/login', redirectTo) },
  signUp: { path: '/cadastro', getHref: () => '/cadastro' },
  plans: { path: '/planos', getHref: () => '/planos' },
  accessExpired: { path: '/acesso-expirado', getHref: () => '/acesso-expirado' },
  upsell: { path: '/upsell', getHref: () => '/upsell' },
  thankYou: { path: '/obrigado', getHref: () => '/obrigado' },
  about: { path: '/sobre', getHref: () => '/sobre' },
  contact: { path: '/contato', getHref: () => '/contato' },
  terms: { path: '/termos', getHref: () => '/termos' },
  privacy: { path: '/privacidade', getHref: () => '/privacidade' },
  verifyCertificate: {
    path: '/certificado/:code',
    getHref: (code: string) => `/certificado/${encodeURIComponent(code)}`,
  },
  dashboard: {
    root: { path: '/dashboard', getHref: () => '/dashboard' },
    weeklyClasses: { path: 'aulas-semanais', getHref: () => '/dashboard/aulas-semanais' },
    classPage: {
      path: 'aula/:slug',
      getHref: (slug: string) => `/dashboard/aula/${encodeURIComponent(slug)}`,
    },
    editClass: {
      path: 'aula/:slug/editar',
      getHref: (slug: string) => `/dashboard/aula/${encodeURIComponent(slug)}/editar`,
    },
    /** The class's quiz editor and results (admins). */
    classQuiz: {
      path: 'aula/:slug/questionario',
      getHref: (slug: string) => `/dashboard/aula/${encodeURIComponent(slug)}/questionario`,
    },
    createClass: { path: 'criar-aula', getHref: () => '/dashboard/criar-aula' },
    createCourse: { path: 'criar-curso', getHref: () => '/dashboard/criar-curso' },
    commentModeration: { path: 'comentarios', getHref: () => '/dashboard/comentarios' },
    certificates: { path: 'certificados', getHref: () => '/dashboard/certificados' },
    profile: { path: 'perfil', getHref: () => '/dashboard/perfil' },
    members: {
      path: 'usuarios',
      /** The console, optionally filtered by status (situacao) or searched (busca). */
      getHref: (filter: { situacao?: string; busca?: string } = {}) => {
        const query = new URLSearchParams(
          Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])),
        ).toString();
        return `/dashboard/usuarios${query ? `?${query}` : ''}`;
      },
    },
    indicators: { path: 'indicadores', getHref: () => '/dashboard/indicadores' },
    events: { path: 'eventos', getHref: () => '/dashboard/eventos' },
    course: {
      path: 'curso/:id',
      getHref: (id: string) => `/dashboard/curso/${encodeURIComponent(id)}`,
    },
    editCourse: {
      path: 'curso/:id/editar',
      getHref: (id: string) => `/dashboard/curso/${encodeURIComponent(id)}/editar`,
    },
    /** The course's final quiz editor and results (admins). */
    courseQuiz: {
      path: 'curso/:id/questionario',
      getHref: (id: string) => `/dashboard/curso/${encodeURIComponent(id)}/questionario`,
    },
    createCourseClass: {
      path: 'criar-aula-curso',
      getHref: (courseId: string) =>
        `/dashboard/criar-aula-curso?curso_id=${encodeURIComponent(courseId)}`,
    },
    createLiveClass: { path: 'criar-aula-ao-vivo', getHref: () => '/dashboard/criar-aula-ao-vivo' },
    liveClasses: { path: 'aulas-ao-vivo', getHref: () => '/dashboard/aulas-ao-vivo' },
    liveClass: {
      path: 'ao-vivo/:id',
      getHref: (id: string) => `/dashboard/ao-vivo/${encodeURIComponent(id)}`,
    },
    editLiveClass: {
      path: 'editar-aula-ao-vivo/:id',
      getHref: (id: string) => `/dashboard/editar-aula-ao-vivo/${encodeURIComponent(id)}`,
    },
  },
} as const;

function withRedirect(path: string, redirectTo?: string): string {
  return redirectTo ? `${path}?redirectTo=${encodeURIComponent(redirectTo)}` : path;
}
