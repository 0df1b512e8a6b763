// Unit test (no emulator). The two branches of getAttachmentUrl's URL building, run in this process: which branch an
// environment takes, and what the production branch (a V4 signed URL) is asked to sign. The
// emulator has no service account, so the signed branch is exercised with a throwaway key.
import { SIGNED_URL_TTL_SECONDS } from '@app/domain';
import { cert, deleteApp, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { signedReadUrl, urlStrategy } from './attachment-url';

describe('urlStrategy', () => {
  it('signs V4 URLs when deployed', () => {
    expect(urlStrategy({})).toEqual({ kind: 'signed' });
    expect(urlStrategy({ FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199' })).toEqual({
      kind: 'signed',
    });
  });

  it('uses the Storage emulator when running in the functions emulator', () => {
    expect(
      urlStrategy({ FUNCTIONS_EMULATOR: 'true', FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199' }),
    ).toEqual({
      kind: 'emulator',
      host: '127.0.0.1:9199',
    });
    expect(
      urlStrategy({ FUNCTIONS_EMULATOR: 'true', STORAGE_EMULATOR_HOST: 'http://127.0.0.1:9199' }),
    ).toEqual({
      kind: 'emulator',
      host: '127.0.0.1:9199',
    });
  });

  it('has no working URL in the functions emulator without a Storage emulator', () => {
    expect(urlStrategy({ FUNCTIONS_EMULATOR: 'true' })).toEqual({ kind: 'unavailable' });
  });
});

describe('signedReadUrl', () => {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const clientEmail = 'signer@demo-escola.iam.gserviceaccount.com';
  const app = initializeApp(
    {
      credential: cert({ projectId: 'demo-escola', clientEmail, privateKey }),
      storageBucket: 'demo-escola.appspot.com',
    },
    'attachment-url-signer',
  );
  afterAll(() => deleteApp(app));

  it('signs a V4 read URL for the attachment path, valid for 3600 s from now', async () => {
    const now = new Date();
    const file = getStorage(app).bucket().file('attachments/aula-1/Apostila de Finanças.pdf');

    const { url, expiresAt } = await signedReadUrl(file, now);

    const signed = new URL(url);
    expect(decodeURIComponent(signed.pathname)).toMatch(
      /\/attachments\/aula-1\/Apostila de Finanças\.pdf$/,
    );
    expect(signed.searchParams.get('X-Goog-Algorithm')).toBe('GOOG4-RSA-SHA256');
    expect(signed.searchParams.get('X-Goog-Credential')).toMatch(new RegExp(`^${clientEmail}/`));
    expect(signed.searchParams.get('X-Goog-Expires')).toBe(String(SIGNED_URL_TTL_SECONDS));
    expect(signed.searchParams.get('X-Goog-Signature')).toMatch(/^[0-9a-f]{512}$/);
    expect(expiresAt.getTime() - now.getTime()).toBe(SIGNED_URL_TTL_SECONDS * 1000);
  });
});
