// What the functions emulator has loaded, read from its own endpoints (shared by the functions
// suites' scheduled-job runner and the trigger pause; no Vitest here, browser suites import it).

export type EventTrigger = {
  eventType: string;
  eventFilters?: Record<string, string>;
  eventFilterPathPatterns?: Record<string, string>;
};

export type EmulatedTrigger = {
  id: string;
  entryPoint: string;
  region: string;
  schedule?: unknown;
  eventTrigger?: EventTrigger;
};

/** Every function the emulator at `base` (http://host:port) has loaded. */
export async function emulatedTriggers(base: string): Promise<EmulatedTrigger[]> {
  const { backends } = (await (await fetch(`${base}/backends`)).json()) as {
    backends: { functionTriggers: EmulatedTrigger[] }[];
  };
  return backends.flatMap((backend) => backend.functionTriggers);
}

/**
 * The keys a trigger is served under, `<region>-<name>-<generation>`, oldest to newest (the
 * generation grows each time the emulator reloads the code). The emulator names them only in its
 * answer to an unknown function ("valid functions are: k1, k2").
 */
export async function triggerKeys(
  base: string,
  projectId: string,
  trigger: Pick<EmulatedTrigger, 'id' | 'region'>,
): Promise<{ key: string; generation: number }[]> {
  const listing = await (
    await fetch(`${base}/${projectId}/${trigger.region}/list-trigger-keys`)
  ).text();
  const generation = (key: string) => Number(key.slice(key.lastIndexOf('-') + 1));
  return (listing.split('valid functions are:')[1]?.split(',') ?? [])
    .map((key) => key.trim())
    .filter((key) => new RegExp(`^${trigger.id}-\\d+$`).test(key))
    .map((key) => ({ key, generation: generation(key) }))
    .sort((a, b) => a.generation - b.generation);
}
