import { describe, expect, it } from 'vitest';
import { appUrl } from './app-url';

describe('appUrl', () => {
  it('is APP_URL without a trailing slash when set', () => {
    expect(appUrl({ APP_URL: 'https://escola.example/ ' })).toBe('https://escola.example');
  });

  it("falls back to the project's default Hosting domain", () => {
    expect(appUrl({ GCLOUD_PROJECT: 'escola-prod' })).toBe('https://escola-prod.web.app');
    expect(appUrl({ FIREBASE_CONFIG: '{"projectId":"escola-hml"}' })).toBe(
      'https://escola-hml.web.app',
    );
  });

  it('refuses to guess without a project', () => {
    expect(() => appUrl({})).toThrow(/APP_URL/);
  });
});
