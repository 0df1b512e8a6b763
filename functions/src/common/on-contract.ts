import {
  callableMessages as m,
  FUNCTIONS_REGION,
  hasAccess,
  isAdmin,
  type Callable,
  type CallableOutput,
  type CallableParsedInput,
} from '@app/domain';
import {
  HttpsError,
  onCall,
  type CallableOptions,
  type CallableRequest,
} from 'firebase-functions/v2/https';
import { profileRef, type StoredProfile } from './profiles';

// Every callable is declared from its contract in @app/domain with onContractCall: who may call
// it, then its input parsed with the contract's schema, then the handler. The checks run in that
// order, so a caller without permission learns nothing about valid input.

/**
 * Options every callable shares. Region is set per function (not with setGlobalOptions) so the
 * value cannot depend on the order in which the bundle evaluates modules.
 */
const sharedOptions = {
  region: FUNCTIONS_REGION,
  // The web app calls from its own hosting origin; callables answer CORS for any origin and
  // rely on the Firebase ID token, not on the origin, for authorisation.
  cors: true,
  maxInstances: 10,
} satisfies CallableOptions;

export interface Caller {
  uid: string;
  profile: StoredProfile;
}

/**
 * Who may call. Every rule but 'anyone' loads the caller's profile, the one source of truth for
 * role and access (no custom claims).
 */
export type CallerRule =
  /** No sign-in needed: the handler gets no caller (the sales page's lead popup). */
  | 'anyone'
  /** A signed-in member with a profile, whether their access is current or not. */
  | 'signed-in'
  /** "Has access": admin, or not cancelled and not past validUntil. */
  | 'with-access'
  /** Admins only; the value is the pt-BR message anyone else gets. */
  | { adminOnly: string };

type CallerFor<Rule extends CallerRule> = Rule extends 'anyone' ? null : Caller;

export interface ContractCallOptions<Rule extends CallerRule> extends Pick<
  CallableOptions,
  'memory' | 'timeoutSeconds'
> {
  caller: Rule;
  /** Refuses a sign-in (the ID token's auth_time) older than `minutes`, before the input. */
  recentSignIn?: { minutes: number; message: string };
}

/**
 * A callable deployed under `contract.name` (functions/src/index.ts exports it under that name):
 * checks the caller, parses the input with the contract's schema, then runs `handler`, whose
 * input and output types are the contract's. (NoInfer: the contract and the rule alone set the
 * types, so the handler's answer is checked against the contract's output, literal fields such as
 * `deleted: true` included, instead of taking part in inferring it.)
 */
export function onContractCall<C extends Callable, Rule extends CallerRule>(
  contract: C,
  options: ContractCallOptions<Rule>,
  handler: NoInfer<
    (
      input: CallableParsedInput<C>,
      caller: CallerFor<Rule>,
      request: CallableRequest<unknown>,
    ) => Promise<CallableOutput<C>>
  >,
) {
  const { caller: rule, recentSignIn, ...runtime } = options;
  return onCall({ ...sharedOptions, ...runtime }, async (request: CallableRequest<unknown>) => {
    const caller = rule === 'anyone' ? null : await requireCaller(request, rule);
    if (recentSignIn) requireRecentSignIn(request, recentSignIn);
    const input = parseInput(contract, request.data);
    return handler(input, caller as CallerFor<Rule>, request);
  });
}

async function requireCaller(
  request: CallableRequest<unknown>,
  rule: Exclude<CallerRule, 'anyone'>,
): Promise<Caller> {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', m.signedOut);

  const profile = (await profileRef(uid).get()).data();
  if (!profile) throw new HttpsError('permission-denied', m.profileNotFound);

  if (typeof rule === 'object' && !isAdmin(profile)) {
    throw new HttpsError('permission-denied', rule.adminOnly);
  }
  if (rule === 'with-access' && !hasAccess(profile, new Date())) {
    throw new HttpsError('permission-denied', m.accessExpired);
  }
  return { uid, profile };
}

function requireRecentSignIn(
  request: CallableRequest<unknown>,
  { minutes, message }: { minutes: number; message: string },
): void {
  const signedInAt = Number(request.auth?.token.auth_time ?? 0) * 1000;
  if (Date.now() - signedInAt > minutes * 60_000) {
    throw new HttpsError('failed-precondition', message);
  }
}

/** On failure the client gets 'invalid-argument' with the first pt-BR message, shown as is. */
function parseInput<C extends Callable>(contract: C, data: unknown): CallableParsedInput<C> {
  const result = contract.input.safeParse(data);
  if (result.success) return result.data as CallableParsedInput<C>;
  const message = result.error.issues[0]?.message ?? 'Dados inválidos';
  throw new HttpsError('invalid-argument', message);
}
