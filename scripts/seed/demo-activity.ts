// Weeks of demo activity, so every chart of the indicators page (/dashboard/indicadores) shows
// something after the seed: classes opened by several members over the last weeks, a course
// where members stop partway, and sales, renewals and a refund. All dated at least a day back,
// so the counting triggers leave them to the backfill the seed runs (rebuildInsights).
import { buildRecentView, COLLECTIONS, type ClassDocument } from '@app/domain';
import type { SeedDoc } from './demo-content';

const DAY = 86_400_000;

/** [member, class, days ago] for recent views (the subscriber's newest one stays semanal-02). */
const OPENINGS: readonly [string, string, number][] = [
  ['demo-assinante', 'semanal-01', 3],
  ['demo-assinante', 'semanal-03', 9],
  ['demo-assinante', 'semanal-04', 16],
  ['demo-assinante', 'semanal-05', 30],
  ['demo-assinante', 'curso-financas-aula-1', 4],
  ['demo-assinante', 'curso-financas-aula-2', 3],
  ['demo-assinante', 'curso-financas-aula-3', 2],
  ['demo-expirado', 'semanal-01', 40],
  ['demo-expirado', 'semanal-03', 25],
  ['demo-expirado', 'curso-financas-aula-1', 18],
  ['demo-expirado', 'curso-financas-aula-2', 17],
  ['demo-cancelado', 'semanal-01', 52],
  ['demo-cancelado', 'semanal-02', 33],
  ['demo-cancelado', 'curso-financas-aula-1', 45],
];

/** Course classes completed by members who stopped partway (the funnel's drop). */
const PARTIAL_COMPLETIONS: readonly [string, string, number][] = [
  ['demo-expirado', 'curso-financas-aula-1', 18],
  ['demo-cancelado', 'curso-financas-aula-1', 45],
];

/** [id, event, action, days ago] of checkout deliveries: sales, renewals, a refund. */
const PURCHASES: readonly [string, string, 'grant' | 'renew' | 'revoke', number][] = [
  ['demo-venda-1', 'PURCHASE_APPROVED', 'grant', 2],
  ['demo-venda-2', 'PURCHASE_APPROVED', 'grant', 6],
  ['demo-venda-3', 'PURCHASE_COMPLETE', 'grant', 13],
  ['demo-venda-4', 'PURCHASE_APPROVED', 'grant', 27],
  ['demo-venda-5', 'PURCHASE_APPROVED', 'grant', 48],
  ['demo-renovacao-1', 'PURCHASE_APPROVED', 'renew', 5],
  ['demo-renovacao-2', 'PURCHASE_APPROVED', 'renew', 34],
  ['demo-reembolso-1', 'PURCHASE_REFUNDED', 'revoke', 20],
];

export function demoActivity(now: Date, content: readonly SeedDoc[]): SeedDoc[] {
  const dayStart = Math.floor(now.getTime() / DAY) * DAY;
  // Midday UTC (morning in São Paulo), so a day back is the previous São Paulo day too.
  const daysAgo = (days: number) => new Date(dayStart - days * DAY + 12 * 3_600_000);
  const classOf = (id: string) => {
    const found = content.find((doc) => doc.path === `classes/${id}`);
    if (!found) throw new Error(`demo activity names a class the seed lacks: ${id}`);
    return found.data as ClassDocument<Date>;
  };
  const docs: SeedDoc[] = [];
  for (const [uid, classId, days] of OPENINGS) {
    docs.push({
      path: `profiles/${uid}/recentViews/${classId}`,
      data: buildRecentView(classId, classOf(classId), daysAgo(days)),
    });
  }
  for (const [uid, classId, days] of PARTIAL_COMPLETIONS) {
    docs.push({
      path: `profiles/${uid}/completions/${classId}`,
      data: { classId, courseId: classOf(classId).courseId, completedAt: daysAgo(days) },
    });
  }
  for (const [id, event, action, days] of PURCHASES) {
    const at = daysAgo(days);
    const transaction = `HP-DEMO-${id}`;
    docs.push({
      path: `${COLLECTIONS.purchases}/${id}`,
      data: {
        eventId: id,
        event,
        version: '2.0.0',
        eventAt: at,
        receivedAt: at,
        outcome: 'applied',
        reason: null,
        action,
        email: null,
        productId: 3489107,
        offerCode: null,
        transaction,
        subscriberCode: null,
        recurrenceNumber: action === 'renew' ? 2 : null,
        orderKey: `transaction:${transaction}`,
        uid: null,
        plan: 'fundador',
        validUntil: null,
        payload: '{}',
      },
    });
  }
  return docs;
}
