// The `mail` documents as the outbox shows them, read over the Firestore emulator's REST API with
// the emulator's "owner" token (rules do not apply to it; no client may read `mail` otherwise).
// The emulator build only: VITE_USE_EMULATORS is true there.

/** At most this many e-mails are listed (the newest ones). */
export const OUTBOX_LIMIT = 200;

export interface OutboxMail {
  id: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  headers: [string, string][];
  /** When the document was written (its createTime). */
  createdAt: Date;
  /** The extension's delivery.state, or null while no extension processed it. */
  deliveryState: string | null;
}

/** A Firestore REST value (only the kinds mail documents use). */
type RestValue = {
  stringValue?: string;
  integerValue?: string;
  booleanValue?: boolean;
  timestampValue?: string;
  nullValue?: null;
  arrayValue?: { values?: RestValue[] };
  mapValue?: { fields?: Record<string, RestValue> };
};

export type RestDocument = { name: string; createTime: string; fields?: Record<string, RestValue> };

/** A REST value as plain data. */
export function plain(value: RestValue | undefined): unknown {
  if (!value) return undefined;
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.integerValue !== undefined) return Number(value.integerValue);
  if (value.booleanValue !== undefined) return value.booleanValue;
  if (value.timestampValue !== undefined) return value.timestampValue;
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(plain);
  if (value.mapValue) {
    return Object.fromEntries(
      Object.entries(value.mapValue.fields ?? {}).map(([key, inner]) => [key, plain(inner)]),
    );
  }
  return null;
}

const asString = (value: unknown) => (typeof value === 'string' ? value : '');
const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** One REST document as an outbox entry. */
export function outboxMail(document: RestDocument): OutboxMail {
  const fields = asRecord(plain({ mapValue: { fields: document.fields ?? {} } }));
  const message = asRecord(fields['message']);
  const to = fields['to'];
  const delivery = asRecord(fields['delivery']);
  return {
    id: document.name.split('/').pop() ?? document.name,
    to: Array.isArray(to) ? to.map(asString) : [asString(to)],
    subject: asString(message['subject']),
    html: asString(message['html']),
    text: asString(message['text']),
    headers: Object.entries(asRecord(message['headers'])).map(([k, v]) => [k, asString(v)]),
    createdAt: new Date(document.createTime),
    deliveryState: asString(delivery['state']) || null,
  };
}

/** The newest first. */
export const newestFirst = (mails: OutboxMail[]) =>
  [...mails].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());

/** The collection's address in the Firestore emulator. */
export function mailCollectionUrl(env: ImportMetaEnv, pageToken?: string): string {
  const host = String(env['VITE_EMULATOR_HOST'] || '127.0.0.1');
  const port = String(env['VITE_FIRESTORE_EMULATOR_PORT'] || '8080');
  const project = String(env['VITE_FIREBASE_PROJECT_ID'] ?? '');
  const query = new URLSearchParams({ pageSize: '100', ...(pageToken ? { pageToken } : {}) });
  return `http://${host}:${port}/v1/projects/${project}/databases/(default)/documents/mail?${query}`;
}

/** Every mail document (up to OUTBOX_LIMIT), newest first. */
export async function readOutbox(env: ImportMetaEnv, fetcher: typeof fetch = fetch) {
  const documents: RestDocument[] = [];
  let pageToken: string | undefined;
  do {
    const response = await fetcher(mailCollectionUrl(env, pageToken), {
      headers: { Authorization: 'Bearer owner' },
    });
    if (!response.ok) throw new Error(`mail: HTTP ${response.status}`);
    const page = (await response.json()) as {
      documents?: RestDocument[];
      nextPageToken?: string;
    };
    documents.push(...(page.documents ?? []));
    pageToken = page.nextPageToken;
  } while (pageToken && documents.length < OUTBOX_LIMIT * 5);
  return newestFirst(documents.map(outboxMail)).slice(0, OUTBOX_LIMIT);
}
