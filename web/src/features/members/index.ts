// The member console's door for the route table (web/src/app/routes): its page, loaded on demand
// (loaders only: see ../catalog/index.ts). The admin menu's 'Criar Usuário' is in ./dashboard-frame.ts.
export const loadMembersPage = () => import('./components/members-page');
