import {
  FUNCTIONS_REGION,
  HOTTOK_HEADER,
  PURCHASE_WEBHOOK_MAX_BYTES,
  type ProductPlanMapping,
} from '@app/domain';
import { logger } from 'firebase-functions/logger';
import { defineSecret, defineString } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import { adminAuth, db } from '../common/admin';
import { applyDelivery } from './apply-delivery';
import { hottokMatches } from './hottok';
import { parsePlanMapping } from './plan-mapping';
import { readDelivery } from './read-delivery';

// Secret Manager in production (`firebase functions:secrets:set HOTMART_HOTTOK`);
// functions/.secret.local in the emulators. docs/purchases.md has the whole setup.
const hottok = defineSecret('HOTMART_HOTTOK');
// A project's own products: functions/.env.<project id> (the emulators' is .env.demo-escola).
const productPlans = defineString('HOTMART_PRODUCT_PLANS', {
  description:
    'JSON: id do produto Hotmart (ou "produto:oferta") → plano ("fundador" ou "mensal"). Ver docs/purchases.md.',
});

/** Parsed once per instance and value: the configuration does not change while it runs. */
let cachedMapping: { raw: string; mapping: ProductPlanMapping } | null = null;
function planMapping(): ProductPlanMapping {
  const raw = productPlans.value();
  if (cachedMapping?.raw !== raw) cachedMapping = { raw, mapping: parsePlanMapping(raw) };
  return cachedMapping.mapping;
}

// Hotmart's purchase webhook (format 2.0.0). Any answer but 2xx makes Hotmart deliver again
// later, so 200 means "stored, do not resend" — also for events and products we do not handle —
// and 5xx is kept for failures a retry can fix.
export const purchaseWebhook = onRequest(
  {
    region: FUNCTIONS_REGION,
    secrets: [hottok],
    // Hotmart calls without Google credentials; the hottok header is the authentication.
    invoker: 'public',
    maxInstances: 10,
  },
  async (req, res) => {
    if (req.method !== 'POST') {
      res.set('Allow', 'POST').status(405).json({ error: 'method-not-allowed' });
      return;
    }
    if (!hottokMatches(req.get(HOTTOK_HEADER), hottok.value())) {
      logger.warn('purchaseWebhook: missing or wrong hottok', { ip: req.ip });
      res.status(401).json({ error: 'unauthorized' });
      return;
    }
    const raw = req.rawBody ?? Buffer.from(JSON.stringify(req.body ?? null));
    if (raw.length > PURCHASE_WEBHOOK_MAX_BYTES) {
      res.status(413).json({ error: 'payload-too-large' });
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      res.status(400).json({ error: 'malformed', detail: 'body is not JSON' });
      return;
    }
    const read = readDelivery(body);
    if (!read.ok) {
      logger.warn('purchaseWebhook: malformed delivery', { detail: read.error });
      res.status(400).json({ error: 'malformed', detail: read.error });
      return;
    }

    const { delivery } = read;
    try {
      const result = await applyDelivery(
        {
          db,
          auth: adminAuth,
          mapping: planMapping(),
          now: new Date(),
          appUrl: process.env.APP_URL,
        },
        delivery,
      );
      logger.info('purchaseWebhook: delivery handled', {
        eventId: delivery.eventId,
        event: delivery.event,
        ...result,
      });
      res.status(200).json({ eventId: delivery.eventId, ...result });
    } catch (error) {
      logger.error('purchaseWebhook: delivery failed, Hotmart will retry', {
        eventId: delivery.eventId,
        event: delivery.event,
        error,
      });
      res.status(500).json({ error: 'internal' });
    }
  },
);
