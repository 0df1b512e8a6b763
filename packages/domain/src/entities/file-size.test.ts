import { describe, expect, it } from 'vitest';
import { formatFileSize } from './files';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1,5 KB'],
    [1_048_575, '1024 KB'],
    [1_048_576, '1 MB'],
    [10 * 1_048_576, '10 MB'],
    [2_621_440, '2,5 MB'],
  ])('%i bytes → %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});
