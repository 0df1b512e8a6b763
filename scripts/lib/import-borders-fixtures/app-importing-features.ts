// @ts-nocheck
// Lint fixture for import-borders.test.mjs, linted as web/src/app/routes/feature-doors.ts.
// Never imported or type-checked; .oxlintrc.json ignores this folder. Line numbers are asserted.
import { loadCreateCoursePage } from '@/features/courses';
import { loadEventsPage } from '@/features/events/index';
import { ClassCard } from '@/features/catalog/components/class-card';
export { LiveNowCarousel } from '../../features/live-classes/components/live-now-carousel';
import { CoursesSection } from '@/features/courses/dashboard-home';
export const loadLogin = () => import('@/features/auth/components/login-page');
export const loadHome = () => import('../../features/public-site');
export { CoursesSection, loadCreateCoursePage, loadEventsPage, ClassCard };
