// firebase-tools' Auth emulator as scripts/emulators/patch-firebase-tools.mjs leaves it after
// `npm install`: it compiles each operation's validators the first time the operation is called
// instead of all of them at start, and still refuses a request whose body does not match the API.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AUTH_PATCH_MARKER, authServer } from '../../scripts/emulators/patch-firebase-tools.mjs';

const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;

describe("the Auth emulator's request validators", () => {
  it('are compiled on demand (the patch is installed)', () => {
    const code = readFileSync(authServer, 'utf8');
    expect(code).toContain(AUTH_PATCH_MARKER);
    expect(code).toMatch(
      /validateDefaultResponses: true,\n.*\n\s+lazyCompileValidationSchemas: true,/,
    );
  });

  it.runIf(host)('still refuse a body that does not match the API', async () => {
    const response = await fetch(
      `http://${host}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ idToken: ['não é um texto'] }),
      },
    );
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { message: string; status: string } };
    expect(error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: 'Invalid JSON payload received. /idToken must be string',
    });
  });
});
