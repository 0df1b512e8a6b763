import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PendingScreen } from './pending-screen';

/** Visitor-facing routes (spec §2, public site). */
export const publicRoutes: RouteObject[] = [
  { path: paths.home.path, element: <PendingScreen title="Escola Estratégica" /> },
  { path: paths.plans.path, element: <PendingScreen title="Planos" /> },
  { path: paths.signUp.path, element: <PendingScreen title="Cadastro" /> },
  { path: paths.accessExpired.path, element: <PendingScreen title="Acesso expirado" /> },
  { path: paths.upsell.path, element: <PendingScreen title="Oferta Fundadores" /> },
  { path: paths.thankYou.path, element: <PendingScreen title="Obrigado pela sua compra" /> },
  { path: paths.about.path, element: <PendingScreen title="Sobre" /> },
  { path: paths.contact.path, element: <PendingScreen title="Contato" /> },
  { path: paths.terms.path, element: <PendingScreen title="Termos de Uso" /> },
  { path: paths.privacy.path, element: <PendingScreen title="Política de Privacidade" /> },
];
