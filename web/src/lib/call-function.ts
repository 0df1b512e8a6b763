import type { Callable, CallableInput, CallableOutput } from '@app/domain';

/** The input argument: optional when the callable takes none (its schema accepts undefined). */
type InputArgument<C extends Callable> =
  undefined extends CallableInput<C> ? [input?: CallableInput<C>] : [input: CallableInput<C>];

/**
 * Calls a callable Cloud Function by its contract (`@app/domain`, e.g. `setUserRoleCallable`),
 * which types the input and the answer. The Functions SDK and its client load on the first call:
 * every screen calls one on a press (a download, a role change, a deletion), so no screen's first
 * load carries the SDK.
 */
export async function callFunction<C extends Callable>(
  contract: C,
  ...[input]: InputArgument<C>
): Promise<CallableOutput<C>> {
  const [{ httpsCallable }, { functions }] = await Promise.all([
    import('firebase/functions'),
    import('./functions'),
  ]);
  const call = httpsCallable<CallableInput<C>, CallableOutput<C>>(functions, contract.name);
  return (await call(input)).data;
}
