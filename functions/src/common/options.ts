import { FUNCTIONS_REGION } from '@app/domain';
import type { CallableOptions } from 'firebase-functions/v2/https';

// Options every callable shares. Region is set per function (not with setGlobalOptions) so the
// value cannot depend on the order in which the bundle evaluates modules.
export const callableOptions = {
  region: FUNCTIONS_REGION,
  // The web app calls from its own hosting origin; callables answer CORS for any origin and
  // rely on the Firebase ID token, not on the origin, for authorisation.
  cors: true,
  maxInstances: 10,
} satisfies CallableOptions;
