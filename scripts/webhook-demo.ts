// `npm run webhook:demo -- <evento> <e-mail> [--plano fundador|mensal] [--recorrencia N]`:
// posts one realistic, correctly signed Hotmart delivery to the purchaseWebhook of the RUNNING
// emulators (`npm start`), so anyone can watch a sale turn into a subscriber. Events:
//   venda       an approved purchase (creates the member if the e-mail is new)
//   renovacao   the next charge of the monthly subscription (mensal plan only)
//   reembolso   a refund of the sale: access ends now
//   chargeback  a chargeback of the sale: access ends now
//   cancelamento  the subscriber stops the renewals: the paid period runs out, no more
// The same e-mail and plan always give the same transaction and subscriber code, so a refund
// or a renewal finds the sale it belongs to.
import { FUNCTIONS_REGION, HOTTOK_HEADER, PURCHASE_WEBHOOK_FUNCTION } from '@app/domain';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import {
  purchaseDelivery,
  subscriptionCancellation,
  type HotmartBody,
  type OrderOptions,
} from './hotmart-deliveries';
import { PROJECT_ID } from './seed/demo-project';

const DAY_MS = 86_400_000;

/** The demo products of functions/.env.demo-escola. */
const DEMO_PRODUCTS = { fundador: 3489107, mensal: 3489108 } as const;
type DemoPlan = keyof typeof DEMO_PRODUCTS;

export const DEMO_EVENTS = [
  'venda',
  'renovacao',
  'reembolso',
  'chargeback',
  'cancelamento',
] as const;
export type DemoEvent = (typeof DEMO_EVENTS)[number];

export interface DemoOptions {
  plan: DemoPlan;
  /** Renewals: which charge of the subscription (2 = the first renewal). */
  recurrence: number;
  now: Date;
}

/** Stable per e-mail and plan, so later events find the sale they belong to. */
function orderIds(email: string, plan: DemoPlan, recurrence: number) {
  const digest = createHash('sha256').update(`${email.toLowerCase()}|${plan}`).digest('hex');
  const digits = BigInt(`0x${digest.slice(0, 12)}`)
    .toString()
    .padStart(11, '0')
    .slice(0, 11);
  return {
    transaction: `HP${digits}${recurrence > 1 ? `R${recurrence}` : ''}`,
    subscriberCode: digest.slice(12, 20).toUpperCase(),
  };
}

/** The delivery Hotmart would send for `event` on the demo order of `email`. */
export function demoDelivery(event: DemoEvent, email: string, options: DemoOptions): HotmartBody {
  const { plan, now } = options;
  const monthly = plan === 'mensal';
  const recurrence = event === 'renovacao' ? options.recurrence : 1;
  if (event === 'renovacao' && !monthly) {
    throw new Error('renovacao existe só no plano mensal (use --plano mensal)');
  }
  const ids = orderIds(email, plan, recurrence);
  const name = email
    .split('@')[0]!
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join(' ');
  if (event === 'cancelamento') {
    if (!monthly) throw new Error('cancelamento existe só no plano mensal (use --plano mensal)');
    return subscriptionCancellation({
      email,
      name,
      productId: DEMO_PRODUCTS.mensal,
      subscriberCode: ids.subscriberCode,
      nextChargeAt: new Date(now.getTime() + 30 * DAY_MS),
      createdAt: now,
    });
  }
  const order: OrderOptions = {
    email,
    name,
    productId: DEMO_PRODUCTS[plan],
    transaction: ids.transaction,
    approvedAt: event === 'venda' || event === 'renovacao' ? now : new Date(now.getTime() - DAY_MS),
    createdAt: now,
    price: monthly ? 49.9 : 497,
    ...(monthly
      ? {
          recurrenceNumber: recurrence,
          subscriberCode: ids.subscriberCode,
          nextChargeAt: new Date(now.getTime() + 30 * DAY_MS),
        }
      : {}),
  };
  const hotmartEvent =
    event === 'reembolso'
      ? 'PURCHASE_REFUNDED'
      : event === 'chargeback'
        ? 'PURCHASE_CHARGEBACK'
        : 'PURCHASE_APPROVED';
  return purchaseDelivery(hotmartEvent, order);
}

/** The emulator-only HOTMART_HOTTOK of functions/.secret.local (the Functions emulator reads it). */
export function emulatorHottok(): string {
  const file = new URL('../functions/.secret.local', import.meta.url);
  const line = readFileSync(file, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('HOTMART_HOTTOK='));
  if (!line) throw new Error('HOTMART_HOTTOK não está em functions/.secret.local');
  return line.slice('HOTMART_HOTTOK='.length).trim();
}

/** Where the Functions emulator listens: this run's hub if set (test runs), else firebase.json. */
async function functionsHost(): Promise<string> {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (hub) {
    const entries = (await (await fetch(`http://${hub}/emulators`)).json()) as Record<
      string,
      { host: string; port: number } | undefined
    >;
    const functions = entries.functions;
    if (functions) return `${functions.host}:${functions.port}`;
  }
  const firebaseJson = JSON.parse(
    readFileSync(new URL('../firebase.json', import.meta.url), 'utf8'),
  ) as { emulators: Record<string, { host: string; port: number }> };
  const { host, port } = firebaseJson.emulators.functions!;
  return `${host}:${port}`;
}

/** Posts a delivery with the emulators' token; returns Hotmart's view of the answer. */
export async function postToEmulators(delivery: HotmartBody) {
  const url = `http://${await functionsHost()}/${PROJECT_ID}/${FUNCTIONS_REGION}/${PURCHASE_WEBHOOK_FUNCTION}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Hotmart-Webhook/2.0.0',
      [HOTTOK_HEADER]: emulatorHottok(),
    },
    body: JSON.stringify(delivery),
  });
  return { url, status: response.status, body: await response.text() };
}

const USAGE = `Uso: npm run webhook:demo -- <${DEMO_EVENTS.join('|')}> <e-mail> [--plano fundador|mensal] [--recorrencia N]
Exemplo: npm run webhook:demo -- venda maria@example.com`;

export function parseArgs(argv: string[]): {
  event: DemoEvent;
  email: string;
  options: DemoOptions;
} {
  const positional: string[] = [];
  let plan: DemoPlan = 'fundador';
  let recurrence = 2;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--plano') {
      const value = argv[++i];
      if (value !== 'fundador' && value !== 'mensal') throw new Error(USAGE);
      plan = value;
    } else if (arg === '--recorrencia') {
      recurrence = Number(argv[++i]);
      if (!Number.isInteger(recurrence) || recurrence < 2) throw new Error(USAGE);
    } else positional.push(arg);
  }
  const [event, email] = positional;
  if (!DEMO_EVENTS.includes(event as DemoEvent) || !email?.includes('@')) throw new Error(USAGE);
  // Renewals and cancellations only exist for the subscription.
  if ((event === 'renovacao' || event === 'cancelamento') && !argv.includes('--plano')) {
    plan = 'mensal';
  }
  return { event: event as DemoEvent, email, options: { plan, recurrence, now: new Date() } };
}

async function main() {
  const { event, email, options } = parseArgs(process.argv.slice(2));
  const delivery = demoDelivery(event, email, options);
  console.log(`▶ ${delivery.event} (${options.plan}) para ${email}, evento ${delivery.id}`);
  const answer = await postToEmulators(delivery).catch((error: unknown) => {
    throw new Error(
      `Não foi possível falar com o emulador de Functions: rode npm start antes (${String(error)})`,
    );
  });
  console.log(`  ${answer.status} ${answer.body}`);
  if (answer.status >= 300) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
