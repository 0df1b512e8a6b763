// @ts-nocheck
// Lint fixture for import-borders.test.mjs, linted as web/src/lib/session/upward.ts.
// Never imported or type-checked; .oxlintrc.json ignores this folder. Line numbers are asserted.
import { env } from '@/config/env';
import { ConfirmDialog } from '../../components/feedback/confirm-dialog';

export { env, ConfirmDialog };
