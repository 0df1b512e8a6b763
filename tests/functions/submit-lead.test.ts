// submitLead through the functions emulator: the only way a lead reaches `leads`, with the lead
// schema, at most LEADS_PER_IP_PER_HOUR leads per address in a rolling hour and one per e-mail,
// plan and day. Refusals are answers (the popup opens the checkout after any of them).
import {
  COLLECTIONS,
  FUNCTIONS_REGION,
  LEADS_PER_IP_PER_HOUR,
  leadMessages,
  submitLeadCallable,
  submitLeadMessages,
  type SubmitLeadOutput,
} from '@app/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  adminDb,
  expectCallableError,
  functionsHost,
  PROJECT_ID,
  useFunctionsSuite,
} from '../support/functions-env';

const client = useFunctionsSuite();
const submitLead = (data?: unknown) => client.call(submitLeadCallable, data);

const lead = (overrides: Record<string, unknown> = {}) => ({
  name: 'Maria Silva',
  email: 'maria@example.com',
  phone: '(11) 98765-4321',
  plan: 'fundador',
  origin: 'planos',
  ...overrides,
});

/** The callable over plain HTTP, as if from another address (X-Forwarded-For's last entry). */
async function submitFrom(address: string, data: unknown): Promise<SubmitLeadOutput> {
  const { host, port } = await functionsHost();
  const response = await fetch(
    `http://${host}:${port}/${PROJECT_ID}/${FUNCTIONS_REGION}/${submitLeadCallable.name}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ data }),
    },
  );
  const body = (await response.json()) as { result?: SubmitLeadOutput; error?: unknown };
  if (!body.result) throw new Error(`submitLead falhou: ${JSON.stringify(body)}`);
  return body.result;
}

const storedLeads = async () =>
  (await adminDb.collection(COLLECTIONS.leads).get()).docs.map((d) => d.data());

describe('submitLead', () => {
  it('stores a valid lead from a signed-out visitor, normalised, with the server time', async () => {
    const before = Date.now();
    await expect(
      submitLead(lead({ name: '  Maria Silva ', email: ' Maria@Example.COM ' })),
    ).resolves.toEqual({ outcome: 'stored', message: null });

    const leads = await storedLeads();
    expect(leads).toHaveLength(1);
    const stored = leads[0]!;
    expect(Object.keys(stored).sort()).toEqual(
      ['createdAt', 'email', 'name', 'origin', 'phone', 'plan'].sort(),
    );
    expect(stored).toMatchObject({
      name: 'Maria Silva',
      email: 'maria@example.com',
      phone: '11987654321',
      plan: 'fundador',
      origin: 'planos',
    });
    expect(stored.createdAt).toBeInstanceOf(Timestamp);
    const createdAt = (stored.createdAt as Timestamp).toMillis();
    expect(createdAt).toBeGreaterThanOrEqual(before - 5_000);
    expect(createdAt).toBeLessThanOrEqual(Date.now() + 5_000);
  });

  it('stores one lead per e-mail and plan a day; another plan is another lead', async () => {
    await expect(submitLead(lead())).resolves.toMatchObject({ outcome: 'stored' });
    await expect(submitLead(lead({ email: 'MARIA@example.com' }))).resolves.toEqual({
      outcome: 'already-registered',
      message: submitLeadMessages.alreadyRegistered,
    });
    await expect(submitLead(lead({ plan: 'mensal' }))).resolves.toMatchObject({
      outcome: 'stored',
    });
    const leads = await storedLeads();
    expect(leads.map((l) => l.plan).sort()).toEqual(['fundador', 'mensal']);
  });

  it(`refuses the ${LEADS_PER_IP_PER_HOUR + 1}th lead from one address within the hour, as an answer`, async () => {
    const address = '203.0.113.7';
    for (let i = 0; i < LEADS_PER_IP_PER_HOUR; i += 1) {
      await expect(
        submitFrom(address, lead({ email: `pessoa${i}@example.com` })),
      ).resolves.toMatchObject({ outcome: 'stored' });
    }
    // Not an error: the popup gets the message and still sends the visitor to the checkout.
    await expect(submitFrom(address, lead({ email: 'sexta@example.com' }))).resolves.toEqual({
      outcome: 'rate-limited',
      message: submitLeadMessages.tooManyLeads,
    });
    // A header the client sent itself does not pick the counter: the last entry is the address.
    await expect(
      submitFrom(`198.51.100.1, ${address}`, lead({ email: 'disfarce@example.com' })),
    ).resolves.toMatchObject({ outcome: 'rate-limited' });
    // Another address still gets through.
    await expect(
      submitFrom('198.51.100.2', lead({ email: 'outra@example.com' })),
    ).resolves.toMatchObject({ outcome: 'stored' });

    const emails = (await storedLeads()).map((l) => l.email);
    expect(emails).toHaveLength(LEADS_PER_IP_PER_HOUR + 1);
    expect(emails).not.toContain('sexta@example.com');
    expect(emails).not.toContain('disfarce@example.com');
  });

  it('forgets leads older than an hour when counting an address', async () => {
    const address = '203.0.113.9';
    await submitFrom(address, lead({ email: 'primeira@example.com' }));
    const [counter] = (await adminDb.collection(COLLECTIONS.leadLimits).get()).docs;
    expect(counter?.id).toMatch(/^ip-[0-9a-f]{40}$/);
    expect(JSON.stringify(counter?.data())).not.toContain(address);
    const stale = Timestamp.fromMillis(Date.now() - 61 * 60 * 1000);
    await counter!.ref.update({ recent: Array(LEADS_PER_IP_PER_HOUR).fill(stale) });

    await expect(submitFrom(address, lead({ email: 'depois@example.com' }))).resolves.toMatchObject(
      { outcome: 'stored' },
    );
  });

  const invalid: [string, unknown, string][] = [
    ['no payload', undefined, leadMessages.name.title],
    ['an empty name', lead({ name: '   ' }), leadMessages.name.title],
    ['a 201-character name', lead({ name: 'a'.repeat(201) }), leadMessages.nameInvalid.title],
    ['a name with a line break', lead({ name: 'Maria\nSilva' }), leadMessages.nameInvalid.title],
    ['a numeric name', lead({ name: 42 }), leadMessages.name.title],
    ['an e-mail without a domain', lead({ email: 'maria@' }), leadMessages.email.title],
    ['a numeric e-mail', lead({ email: 42 }), leadMessages.email.title],
    ['a 9-digit phone', lead({ phone: '119876543' }), leadMessages.phone.title],
    ['no phone', lead({ phone: undefined }), leadMessages.phone.title],
    ['a 12-digit phone', lead({ phone: '119876543210' }), leadMessages.phone.title],
    ['an unknown plan', lead({ plan: 'vitalicio' }), submitLeadMessages.invalidPlan],
    ['free text as origin', lead({ origin: '<b>planos</b>' }), submitLeadMessages.invalidOrigin],
    ['no origin', lead({ origin: undefined }), submitLeadMessages.invalidOrigin],
  ];
  it.each(invalid)('refuses %s with its pt-BR message', async (_, data, message) => {
    await expectCallableError(submitLead(data), 'invalid-argument', message);
  });

  it('stores nothing for any refused payload', async () => {
    for (const [, data] of invalid) await submitLead(data).catch(() => undefined);
    expect(await storedLeads()).toEqual([]);
  });
});
