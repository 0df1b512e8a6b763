import { afterEach, describe, expect, it, vi } from 'vitest';
import { countWhereEqual } from './firestore-count';

vi.mock('./firebase-app', () => ({
  auth: { currentUser: { getIdToken: async () => 'token-do-admin' } },
}));

afterEach(() => vi.unstubAllGlobals());

describe('countWhereEqual', () => {
  it("asks the server for a count of the matching documents, with the user's token", async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json([{ result: { aggregateFields: { count: { integerValue: '3' } } } }]),
    );
    vi.stubGlobal('fetch', fetchMock);

    await expect(countWhereEqual('liveAttendance', 'liveClassId', 'aula-1')).resolves.toBe(3);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toMatch(/\/documents:runAggregationQuery$/);
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-do-admin');
    expect(JSON.parse(String(init.body))).toEqual({
      structuredAggregationQuery: {
        structuredQuery: {
          from: [{ collectionId: 'liveAttendance' }],
          where: {
            fieldFilter: {
              field: { fieldPath: 'liveClassId' },
              op: 'EQUAL',
              value: { stringValue: 'aula-1' },
            },
          },
        },
        aggregations: [{ alias: 'count', count: {} }],
      },
    });
  });

  it('fails on a refused count instead of showing zero', async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 403 }));
    await expect(countWhereEqual('liveAttendance', 'liveClassId', 'aula-1')).rejects.toThrow('403');
  });
});
