/**
 * Calls a callable Cloud Function, loading the Functions SDK and its client on the first call:
 * every screen calls one on a press (a download, a role change, a deletion), so no screen's first
 * load carries the SDK.
 */
export async function callFunction<Input, Output>(name: string, input: Input): Promise<Output> {
  const [{ httpsCallable }, { functions }] = await Promise.all([
    import('firebase/functions'),
    import('./functions'),
  ]);
  const call = httpsCallable<Input, Output>(functions, name);
  return (await call(input)).data;
}
