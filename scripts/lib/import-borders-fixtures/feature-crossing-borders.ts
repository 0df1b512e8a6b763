// @ts-nocheck
// Lint fixture for import-borders.test.mjs, linted as web/src/features/catalog/crossing-borders.ts.
// Never imported or type-checked; .oxlintrc.json ignores this folder. Line numbers are asserted.
import { messages } from './messages';
import { formatShortDate } from '@/lib/dates';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { authMessages } from '@app/domain';
import { CoursesSection } from '../courses';
import { AppProviders } from '@/app/app-providers';
export { UpcomingEventsCard } from '../../features/events';

export const loadProfile = () => import('../profile/profile-page');
export { messages, formatShortDate, ConfirmDialog, authMessages, CoursesSection, AppProviders };
