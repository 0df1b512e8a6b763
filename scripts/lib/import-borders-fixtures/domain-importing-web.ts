// @ts-nocheck
// Lint fixture for import-borders.test.mjs, linted as packages/domain/src/entities/reaching-out.ts.
// Never imported or type-checked; .oxlintrc.json ignores this folder. Line numbers are asserted.
import { formatShortDate } from '../../../../web/src/lib/dates';
import { env } from '@/lib/env';
import { z } from 'zod';

export { formatShortDate, env, z };
