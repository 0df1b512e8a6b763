import { describe, expect, it } from 'vitest';
import { storagePathFromUrl } from './storage-path';

const BUCKET = 'demo-escola.appspot.com';

describe('storagePathFromUrl', () => {
  it('finds the object of a download URL of our bucket', () => {
    expect(
      storagePathFromUrl(
        `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/covers%2Fabc.png?alt=media&token=t`,
        BUCKET,
      ),
    ).toBe('covers/abc.png');
    expect(
      storagePathFromUrl(
        `http://127.0.0.1:9199/v0/b/${BUCKET}/o/covers%2Fx%20y.webp?alt=media`,
        BUCKET,
      ),
    ).toBe('covers/x y.webp');
  });

  it('ignores other buckets, external images and empty values', () => {
    expect(
      storagePathFromUrl('https://firebasestorage.googleapis.com/v0/b/other/o/a.png', BUCKET),
    ).toBeNull();
    expect(storagePathFromUrl('https://example.com/capa.png', BUCKET)).toBeNull();
    expect(storagePathFromUrl('not a url', BUCKET)).toBeNull();
    expect(storagePathFromUrl(null, BUCKET)).toBeNull();
  });
});
