import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportedNames, standInFor } from './zod-without-json-schema';

const zodCore = path.join(
  path.dirname(createRequire(import.meta.url).resolve('zod/package.json')),
  'v4',
  'core',
);
const realModule = (name: string) => readFileSync(path.join(zodCore, name), 'utf8');

describe('zod without its JSON Schema converter', () => {
  it("finds every name the real modules export, so zod's imports of them still resolve", () => {
    const converter = exportedNames(realModule('to-json-schema.js'));
    expect(converter).toEqual(
      expect.arrayContaining([
        'createToJSONSchemaMethod',
        'createStandardJSONSchemaMethod',
        'process',
        'finalize',
      ]),
    );
    const processors = exportedNames(realModule('json-schema-processors.js'));
    expect(processors).toEqual(
      expect.arrayContaining(['toJSONSchema', 'stringProcessor', 'aggregateChecks']),
    );
  });

  it('stand-ins: the factories zod calls while building a schema work, converting throws', async () => {
    const code = standInFor(realModule('to-json-schema.js'));
    const module = (await import(
      `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
    )) as Record<string, (...args: unknown[]) => unknown>;
    const method = module.createStandardJSONSchemaMethod!({}, 'input') as () => unknown;
    expect(method).toBeTypeOf('function');
    expect(() => method()).toThrow('web/build/zod-without-json-schema.ts');
    expect(() => module.finalize!()).toThrow('JSON Schema');
  });
});
