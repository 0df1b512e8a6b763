import { describe, expect, it } from 'vitest';
import {
  describeMachineReference,
  measureMachineReference,
  referenceWork,
} from './machine-reference.mjs';

describe('machine reference', () => {
  it('does the same work every time (the same checksum)', () => {
    expect(referenceWork(0.2)).toBe(referenceWork(0.2));
  });

  it('measures CPU time spent on the work', () => {
    const { cpuMs, checksum } = measureMachineReference(0.2);
    expect(cpuMs).toBeGreaterThan(0);
    expect(checksum).toBe(referenceWork(0.2));
  });

  it('prints seconds of CPU with two decimals', () => {
    expect(describeMachineReference(1234.5)).toBe(
      'Referência da máquina (carga fixa, 1 núcleo): 1.23 s de CPU',
    );
  });
});
