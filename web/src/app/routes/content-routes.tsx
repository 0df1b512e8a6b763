import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyPage } from './lazy-page';

const d = paths.dashboard;

/** Content screens under /dashboard (classes, courses, events, live classes, moderation). */
export const contentRoutes: RouteObject[] = [
  {
    path: d.weeklyClasses.path,
    element: lazyPage(() => import('@/features/catalog/weekly-classes-page')),
  },
  { path: d.classPage.path, element: lazyPage(() => import('@/features/class-page/class-page')) },
  {
    path: d.editClass.path,
    element: lazyPage(() => import('@/features/class-editor/edit-class-page')),
  },
  {
    path: d.createClass.path,
    element: lazyPage(() => import('@/features/class-editor/create-class-page')),
  },
  {
    path: d.createCourse.path,
    element: lazyPage(() => import('@/features/courses/create-course-page')),
  },
  {
    path: d.comments.path,
    element: lazyPage(() => import('@/features/comment-moderation/comments-moderation-page')),
  },
  { path: d.events.path, element: lazyPage(() => import('@/features/events/events-page')) },
  { path: d.course.path, element: lazyPage(() => import('@/features/courses/course-page')) },
  {
    path: d.editCourse.path,
    element: lazyPage(() => import('@/features/courses/edit-course-page')),
  },
  {
    path: d.createCourseClass.path,
    element: lazyPage(() => import('@/features/courses/create-course-class-page')),
  },
  {
    path: d.createLiveClass.path,
    element: lazyPage(() => import('@/features/live-classes/create-live-class-page')),
  },
  {
    path: d.liveClasses.path,
    element: lazyPage(() => import('@/features/live-classes/live-classes-page')),
  },
  {
    path: d.editLiveClass.path,
    element: lazyPage(() => import('@/features/live-classes/edit-live-class-page')),
  },
];
