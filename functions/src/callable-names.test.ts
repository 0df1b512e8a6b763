// Unit test (no emulator): every callable contract in @app/domain is deployed, as a callable,
// under the contract's name. The name of a deployed function is its export's name in index.ts,
// which nothing else ties to the name the web calls.
import * as domain from '@app/domain';
import type { Callable } from '@app/domain';
import { describe, expect, it } from 'vitest';
import * as deployed from './index';

const isCallable = (value: unknown): value is Callable =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<Callable>).name === 'string' &&
  typeof (value as Partial<Callable>).input?.safeParse === 'function' &&
  typeof (value as Partial<Callable>).output === 'object';

const contracts = (Object.values(domain) as unknown[]).filter(isCallable);
const exports = deployed as Record<string, { __endpoint?: { callableTrigger?: object } }>;

describe('callable contracts', () => {
  it('finds every contract', () => {
    expect(contracts.length).toBe(20);
  });

  it.each(contracts.map((contract) => [contract.name]))('%s is deployed as a callable', (name) => {
    expect(exports[name]?.__endpoint?.callableTrigger).toBeDefined();
  });
});
