import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import CommentOutlinedIcon from '@mui/icons-material/CommentOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import LibraryAddOutlinedIcon from '@mui/icons-material/LibraryAddOutlined';
import VideocamOutlinedIcon from '@mui/icons-material/VideocamOutlined';
import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyPage } from './lazy-page';
import type { RouteFacts } from './route-facts';

const d = paths.dashboard;

/**
 * Content screens under /dashboard (classes, courses, events, live classes, moderation). `handle`
 * holds each route's facts (route-facts.ts): admin-only (docs/product.md, "Rotas": class, course
 * and live-class management, moderation), sidebar entry.
 */
export const contentRoutes: RouteObject[] = [
  {
    path: d.weeklyClasses.path,
    element: lazyPage(() => import('@/features/catalog/weekly-classes-page')),
  },
  { path: d.classPage.path, element: lazyPage(() => import('@/features/class-page/class-page')) },
  {
    path: d.editClass.path,
    element: lazyPage(() => import('@/features/class-editor/edit-class-page')),
    handle: {
      adminOnly: true,
      deniedToast: 'editClass',
    } satisfies RouteFacts,
  },
  {
    path: d.createClass.path,
    element: lazyPage(() => import('@/features/class-editor/create-class-page')),
    handle: {
      adminOnly: true,
      menu: { label: 'Criar Aula', icon: AddCircleOutlineIcon, order: 20 },
    } satisfies RouteFacts,
  },
  {
    path: d.createCourse.path,
    element: lazyPage(() => import('@/features/courses/create-course-page')),
    handle: {
      adminOnly: true,
      menu: { label: 'Criar Curso', icon: LibraryAddOutlinedIcon, order: 30 },
    } satisfies RouteFacts,
  },
  {
    path: d.comments.path,
    element: lazyPage(() => import('@/features/comment-moderation/comments-moderation-page')),
    handle: {
      adminOnly: true,
      menu: { label: 'Comentários', icon: CommentOutlinedIcon, order: 60 },
    } satisfies RouteFacts,
  },
  {
    path: d.events.path,
    element: lazyPage(() => import('@/features/events/events-page')),
    handle: { menu: { label: 'Eventos', icon: EventOutlinedIcon, order: 50 } } satisfies RouteFacts,
  },
  { path: d.course.path, element: lazyPage(() => import('./course-route-page')) },
  {
    path: d.editCourse.path,
    element: lazyPage(() => import('@/features/courses/edit-course-page')),
    handle: { adminOnly: true } satisfies RouteFacts,
  },
  {
    path: d.createCourseClass.path,
    element: lazyPage(() => import('@/features/courses/create-course-class-page')),
    handle: { adminOnly: true } satisfies RouteFacts,
  },
  {
    path: d.createLiveClass.path,
    element: lazyPage(() => import('@/features/live-classes/create-live-class-page')),
    handle: {
      adminOnly: true,
      menu: { label: 'Agendar Aula ao Vivo', icon: VideocamOutlinedIcon, order: 40 },
    } satisfies RouteFacts,
  },
  {
    path: d.liveClasses.path,
    element: lazyPage(() => import('@/features/live-classes/live-classes-page')),
    handle: { adminOnly: true } satisfies RouteFacts,
  },
  {
    path: d.editLiveClass.path,
    element: lazyPage(() => import('@/features/live-classes/edit-live-class-page')),
    handle: { adminOnly: true } satisfies RouteFacts,
  },
];
