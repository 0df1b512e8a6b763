// Cold and warm call times of the callables in the functions emulator, as the browser sees them
// (sign-in excluded). The emulator starts one Node worker per function on its first call, so
// the first call of a function in an emulator run is "cold"; later calls reuse the worker.
// Numbers are printed, not asserted (they depend on the machine); the calls' results are.
// Run this file alone in a fresh emulators:exec for true cold numbers: in the full suite the
// other files may already have warmed the workers.
import {
  checkEmailCallable,
  completePartnerRegistrationCallable,
  setUserRoleCallable,
} from '@app/domain';
import { describe, expect, it } from 'vitest';
import { seedAdmin, seedUser, useFunctionsSuite } from '../support/functions-env';

const client = useFunctionsSuite({ reset: 'once' });
const WARM_CALLS = 5;

async function timed<T>(call: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await call();
  return { ms: Math.round(performance.now() - started), result };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe('call times in the emulator', () => {
  it('measures the first and the following calls of each callable', async () => {
    const admin = await seedAdmin();
    const student = await seedUser('aluno@demo.test');
    await client.signIn(admin);

    const calls: [string, () => Promise<unknown>, unknown][] = [
      [
        checkEmailCallable.name,
        () => client.call(checkEmailCallable, { email: 'novo@demo.test' }),
        { available: true },
      ],
      [
        setUserRoleCallable.name,
        () => client.call(setUserRoleCallable, { uid: student.uid, role: 'ALUNO' }),
        { uid: student.uid, oldRole: 'ALUNO', role: 'ALUNO', changed: false },
      ],
    ];
    const rows: Record<string, { firstMs: number; warmMedianMs: number; warmMaxMs: number }> = {};
    for (const [name, call, expected] of calls) {
      const first = await timed(call);
      expect(first.result).toEqual(expected);
      const warm: number[] = [];
      for (let i = 0; i < WARM_CALLS; i += 1) {
        const next = await timed(call);
        expect(next.result).toEqual(expected);
        warm.push(next.ms);
      }
      rows[name] = { firstMs: first.ms, warmMedianMs: median(warm), warmMaxMs: Math.max(...warm) };
    }

    // A different user on a third function: the first call also pays its worker start.
    const partner = await seedUser('parceiro@demo.test', { isTemporary: true, firstAccess: true });
    await client.signIn(partner);
    const partnerFirst = await timed(() => client.call(completePartnerRegistrationCallable));
    expect(partnerFirst.result).toMatchObject({ outcome: 'gift-accepted' });
    const partnerWarm = await timed(() => client.call(completePartnerRegistrationCallable));
    rows[completePartnerRegistrationCallable.name] = {
      firstMs: partnerFirst.ms,
      warmMedianMs: partnerWarm.ms,
      warmMaxMs: partnerWarm.ms,
    };

    console.table(rows);
  });
});
