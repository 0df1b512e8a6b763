// Unit test: the product → plan configuration (HOTMART_PRODUCT_PLANS).
import { describe, expect, it } from 'vitest';
import { parsePlanMapping, planFor } from './plan-mapping';

describe('parsePlanMapping', () => {
  it('reads products and product:offer keys', () => {
    expect(
      parsePlanMapping('{"0":"fundador","3489108":"mensal","3489108:anual24":"fundador"}'),
    ).toEqual({
      '0': 'fundador',
      '3489108': 'mensal',
      '3489108:anual24': 'fundador',
    });
    expect(parsePlanMapping('{}')).toEqual({});
  });

  it.each([
    ['not JSON', '{0: fundador}', 'not valid JSON'],
    ['an unknown plan', '{"1":"vitalicio"}', 'invalid'],
    ['a key that is not a product id', '{"produto":"mensal"}', 'invalid'],
    ['a list', '["fundador"]', 'invalid'],
  ])('refuses %s', (_label, raw, message) => {
    expect(() => parsePlanMapping(raw)).toThrow(message);
  });
});

describe('planFor', () => {
  const mapping = parsePlanMapping(
    '{"0":"fundador","3489108":"mensal","3489108:anual24":"fundador"}',
  );

  it('uses the offer entry first, then the product entry', () => {
    expect(planFor(mapping, 3489108, 'anual24')).toBe('fundador');
    expect(planFor(mapping, 3489108, 'outra')).toBe('mensal');
    expect(planFor(mapping, 3489108, null)).toBe('mensal');
    expect(planFor(mapping, 0, 'test')).toBe('fundador');
  });

  it('knows nothing of other products', () => {
    expect(planFor(mapping, 4774438, null)).toBeNull();
    expect(planFor(mapping, 4774438, 'anual24')).toBeNull();
    expect(planFor({}, 0, null)).toBeNull();
  });
});
