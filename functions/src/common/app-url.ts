/**
 * The site's public address, for links the functions write (e-mails, the certificate's
 * verification address). APP_URL in functions/.env.<project>; without it, the project's default
 * Firebase Hosting domain, which every project has.
 */
export function appUrl(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.APP_URL?.trim().replace(/\/+$/, '');
  if (configured) return configured;
  const project = env.GCLOUD_PROJECT ?? projectFromConfig(env.FIREBASE_CONFIG);
  if (!project) throw new Error('APP_URL is not set and the Firebase project is unknown');
  return `https://${project}.web.app`;
}

function projectFromConfig(config: string | undefined): string | undefined {
  if (!config) return undefined;
  try {
    return (JSON.parse(config) as { projectId?: string }).projectId;
  } catch {
    return undefined;
  }
}
