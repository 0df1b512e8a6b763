import { describe, expect, it, vi } from 'vitest';
import { mailCollectionUrl, outboxMail, readOutbox, type RestDocument } from './mail-documents';

const env = {
  VITE_EMULATOR_HOST: '127.0.0.1',
  VITE_FIRESTORE_EMULATOR_PORT: '8080',
  VITE_FIREBASE_PROJECT_ID: 'demo-escola',
} as unknown as ImportMetaEnv;

const reminder = (id: string, createTime: string): RestDocument => ({
  name: `projects/demo-escola/databases/(default)/documents/mail/${id}`,
  createTime,
  fields: {
    to: { stringValue: 'assinante@demo.test' },
    message: {
      mapValue: {
        fields: {
          subject: { stringValue: `Assunto ${id}` },
          text: { stringValue: 'Texto' },
          html: { stringValue: '<p>Olá</p>' },
          headers: {
            mapValue: {
              fields: {
                'List-Unsubscribe': { stringValue: '<http://x/unsubscribe?t=1>' },
              },
            },
          },
        },
      },
    },
    delivery: { mapValue: { fields: { state: { stringValue: 'ERROR' } } } },
  },
});

describe('the outbox', () => {
  it('reads a mail document as the member gets it, with its headers and delivery state', () => {
    expect(outboxMail(reminder('digest-1', '2026-11-29T10:00:00Z'))).toEqual({
      id: 'digest-1',
      to: ['assinante@demo.test'],
      subject: 'Assunto digest-1',
      html: '<p>Olá</p>',
      text: 'Texto',
      headers: [['List-Unsubscribe', '<http://x/unsubscribe?t=1>']],
      createdAt: new Date('2026-11-29T10:00:00Z'),
      deliveryState: 'ERROR',
    });
  });

  it('lists every page of the collection with the owner token, newest first', async () => {
    const fetcher = vi
      .fn()
      .mockResolvedValueOnce(
        Response.json({ documents: [reminder('a', '2026-11-28T10:00:00Z')], nextPageToken: 'p2' }),
      )
      .mockResolvedValueOnce(Response.json({ documents: [reminder('b', '2026-11-29T10:00:00Z')] }));
    const mails = await readOutbox(env, fetcher);
    expect(mails.map((mail) => mail.id)).toEqual(['b', 'a']);
    expect(fetcher).toHaveBeenNthCalledWith(1, mailCollectionUrl(env), {
      headers: { Authorization: 'Bearer owner' },
    });
    expect(fetcher.mock.calls[1]![0]).toContain('pageToken=p2');
    expect(mailCollectionUrl(env)).toBe(
      'http://127.0.0.1:8080/v1/projects/demo-escola/databases/(default)/documents/mail?pageSize=100',
    );
  });
});
