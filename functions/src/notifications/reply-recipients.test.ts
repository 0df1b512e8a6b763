import { describe, expect, it } from 'vitest';
import { replyRecipients } from './reply-recipients';

describe('replyRecipients', () => {
  it('the author and the earlier repliers, once each, without the one replying', () => {
    expect(replyRecipients('aluno', ['admin', 'assinante', 'admin', 'aluno'], 'admin')).toEqual([
      'aluno',
      'assinante',
    ]);
  });

  it('nobody when the author answers their own question alone', () => {
    expect(replyRecipients('aluno', ['aluno'], 'aluno')).toEqual([]);
  });
});
