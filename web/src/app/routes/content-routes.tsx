import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import CommentOutlinedIcon from '@mui/icons-material/CommentOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import LibraryAddOutlinedIcon from '@mui/icons-material/LibraryAddOutlined';
import VideocamOutlinedIcon from '@mui/icons-material/VideocamOutlined';
import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { loadWeeklyClassesPage } from '@/features/catalog';
import { loadCreateClassPage } from '@/features/class-editor';
import { loadCommentsModerationPage } from '@/features/comment-moderation';
import {
  loadCreateCourseClassPage,
  loadCreateCoursePage,
  loadEditCoursePage,
} from '@/features/courses';
import { loadEventsPage } from '@/features/events';
import { loadClassQuizEditorPage, loadCourseQuizEditorPage } from '@/features/quizzes';
import {
  loadCreateLiveClassPage,
  loadEditLiveClassPage,
  loadLiveClassesPage,
  loadLiveClassPage,
} from '@/features/live-classes';
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
    element: lazyPage(loadWeeklyClassesPage),
  },
  { path: d.classPage.path, element: lazyPage(() => import('./class-route-page')) },
  {
    path: d.editClass.path,
    element: lazyPage(() => import('./edit-class-route-page')),
    handle: {
      adminOnly: true,
      deniedToast: 'editClass',
    } satisfies RouteFacts,
  },
  {
    path: d.classQuiz.path,
    element: lazyPage(loadClassQuizEditorPage),
    handle: { adminOnly: true } satisfies RouteFacts,
  },
  {
    path: d.courseQuiz.path,
    element: lazyPage(loadCourseQuizEditorPage),
    handle: { adminOnly: true } satisfies RouteFacts,
  },
  {
    path: d.createClass.path,
    element: lazyPage(loadCreateClassPage),
    handle: {
      adminOnly: true,
      menu: { label: 'Criar Aula', icon: AddCircleOutlineIcon, order: 20 },
    } satisfies RouteFacts,
  },
  {
    path: d.createCourse.path,
    element: lazyPage(loadCreateCoursePage),
    handle: {
      adminOnly: true,
      menu: { label: 'Criar Curso', icon: LibraryAddOutlinedIcon, order: 30 },
    } satisfies RouteFacts,
  },
  {
    path: d.commentModeration.path,
    element: lazyPage(loadCommentsModerationPage),
    handle: {
      adminOnly: true,
      menu: { label: 'Comentários', icon: CommentOutlinedIcon, order: 60 },
    } satisfies RouteFacts,
  },
  {
    path: d.events.path,
    element: lazyPage(loadEventsPage),
    handle: { menu: { label: 'Eventos', icon: EventOutlinedIcon, order: 50 } } satisfies RouteFacts,
  },
  { path: d.course.path, element: lazyPage(() => import('./course-route-page')) },
  {
    path: d.editCourse.path,
    element: lazyPage(loadEditCoursePage),
    handle: { adminOnly: true } satisfies RouteFacts,
  },
  {
    path: d.createCourseClass.path,
    element: lazyPage(loadCreateCourseClassPage),
    handle: { adminOnly: true } satisfies RouteFacts,
  },
  {
    path: d.createLiveClass.path,
    element: lazyPage(loadCreateLiveClassPage),
    handle: {
      adminOnly: true,
      menu: { label: 'Agendar Aula ao Vivo', icon: VideocamOutlinedIcon, order: 40 },
    } satisfies RouteFacts,
  },
  {
    path: d.liveClasses.path,
    element: lazyPage(loadLiveClassesPage),
    handle: { adminOnly: true } satisfies RouteFacts,
  },
  {
    path: d.editLiveClass.path,
    element: lazyPage(loadEditLiveClassPage),
    handle: { adminOnly: true } satisfies RouteFacts,
  },
  { path: d.liveClass.path, element: lazyPage(loadLiveClassPage) },
];
