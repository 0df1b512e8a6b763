// The address of a callable function without the Functions SDK (or zod), for the sales page's lead
// script, which must stay small: the emulator's address in emulator builds, else Cloud Functions'.
import { FUNCTIONS_REGION } from '@app/domain';

export function callableUrl(name: string): string {
  const env = import.meta.env;
  const projectId = String(env.VITE_FIREBASE_PROJECT_ID ?? '');
  if (env.VITE_USE_EMULATORS === 'true') {
    const host = String(env.VITE_EMULATOR_HOST || '127.0.0.1');
    const port = String(env.VITE_FUNCTIONS_EMULATOR_PORT || '5001');
    return `http://${host}:${port}/${projectId}/${FUNCTIONS_REGION}/${name}`;
  }
  return `https://${FUNCTIONS_REGION}-${projectId}.cloudfunctions.net/${name}`;
}
