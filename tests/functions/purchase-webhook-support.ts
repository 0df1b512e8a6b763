// Shared by the purchase webhook suites (functions and browser): where the function listens in
// the Functions emulator and a POST that returns status and JSON.
import { FUNCTIONS_REGION, HOTTOK_HEADER, PURCHASE_WEBHOOK_FUNCTION } from '@app/domain';
import { emulatorHottok } from '../../scripts/webhook-demo';
import { emulatorFromHub, PROJECT_ID } from '../support/emulator-hosts';

export async function webhookUrl(): Promise<string> {
  const { host, port } = await emulatorFromHub('functions');
  return `http://${host}:${port}/${PROJECT_ID}/${FUNCTIONS_REGION}/${PURCHASE_WEBHOOK_FUNCTION}`;
}

export interface WebhookAnswer {
  status: number;
  body: Record<string, unknown> | null;
}

export interface PostOptions {
  /** null: no header at all. Default: the emulators' hottok. */
  token?: string | null;
  method?: string;
}

/** POSTs a delivery (an object is sent as JSON, a string as is) the way Hotmart does. */
export async function postDelivery(
  delivery: unknown,
  { token = emulatorHottok(), method = 'POST' }: PostOptions = {},
): Promise<WebhookAnswer> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'Hotmart-Webhook/2.0.0',
  };
  if (token !== null) headers[HOTTOK_HEADER] = token;
  const response = await fetch(await webhookUrl(), {
    method,
    headers,
    body:
      method === 'GET'
        ? undefined
        : typeof delivery === 'string'
          ? delivery
          : JSON.stringify(delivery),
  });
  const text = await response.text();
  let body: Record<string, unknown> | null = null;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = null;
  }
  return { status: response.status, body };
}
