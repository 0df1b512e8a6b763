import { COLLECTIONS } from '@app/domain';
import type { Firestore, Query, QuerySnapshot } from 'firebase-admin/firestore';
import { queryPages } from '../common/query-pages';
import { plainJson } from './plain-json';

/** The most records of one kind an export or a deletion pass handles per query. */
export const RECORDS_PER_QUERY = 500;

/** Every document of a query, page by page (bounded pages, no unbounded read). */
export async function allDocs(query: Query): Promise<QuerySnapshot['docs']> {
  const docs: QuerySnapshot['docs'] = [];
  for await (const page of queryPages(query, RECORDS_PER_QUERY)) docs.push(...page);
  return docs;
}

/** Where each kind of a member's records lives (shared by the export and the deletion). */
export function memberRecords(db: Firestore, uid: string, email: string | null) {
  const profile = db.collection(COLLECTIONS.profiles).doc(uid);
  const byEmail = (collection: string) =>
    email ? [db.collection(collection).where('email', '==', email)] : [];
  return {
    profile,
    comments: db.collectionGroup(COLLECTIONS.comments).where('userId', '==', uid),
    replies: db.collectionGroup(COLLECTIONS.replies).where('userId', '==', uid),
    ratings: db.collectionGroup(COLLECTIONS.ratings).where('userId', '==', uid),
    completions: profile.collection(COLLECTIONS.completions),
    recentViews: profile.collection(COLLECTIONS.recentViews),
    watchPositions: profile.collection(COLLECTIONS.watchPositions),
    notifications: profile.collection(COLLECTIONS.notifications),
    certificates: profile.collection(COLLECTIONS.certificates),
    quizResults: profile.collection(COLLECTIONS.quizResults),
    quizAttempts: profile.collection(COLLECTIONS.quizAttempts),
    /** 'Meta da semana': the one document, weeklyGoal/current. */
    weeklyGoal: profile.collection(COLLECTIONS.weeklyGoal),
    membershipChanges: db.collection(COLLECTIONS.membershipChanges).where('uid', '==', uid),
    purchases: [
      db.collection(COLLECTIONS.purchases).where('uid', '==', uid),
      ...byEmail(COLLECTIONS.purchases),
    ],
    leads: byEmail(COLLECTIONS.leads),
    /** A partner's one survey answer (its id is the member's uid). */
    partnerSurvey: db.collection(COLLECTIONS.partnerSurveys).doc(uid),
  };
}

/**
 * Everything held about the member, by kind, as plain JSON (dates in ISO 8601): what
 * 'Baixar meus dados' saves. Each record keeps its id; nothing of another member is read (every
 * query is by the member's uid or e-mail).
 */
export async function collectMemberData(db: Firestore, uid: string) {
  const profileSnap = await db.collection(COLLECTIONS.profiles).doc(uid).get();
  const profile = (profileSnap.data() ?? {}) as Record<string, unknown>;
  const email = typeof profile.email === 'string' && profile.email ? profile.email : null;
  const where = memberRecords(db, uid, email);
  const rows = (docs: QuerySnapshot['docs']) =>
    docs.map((doc) => ({ id: doc.id, ...(plainJson(doc.data()) as Record<string, unknown>) }));
  const many = async (queries: Query[]) => {
    const seen = new Map<string, QuerySnapshot['docs'][number]>();
    for (const query of queries)
      for (const doc of await allDocs(query)) seen.set(doc.ref.path, doc);
    return rows([...seen.values()]);
  };
  const { emailPreferences, avatarUrl, ...rest } = profile;
  const [comments, replies, ratings, completions, recentViews, notifications, certificates] =
    await Promise.all(
      [
        where.comments,
        where.replies,
        where.ratings,
        where.completions,
        where.recentViews,
        where.notifications,
        where.certificates,
      ].map((query) => allDocs(query).then(rows)),
    );
  const watched = await allDocs(where.watchPositions).then(rows);
  const quizResults = await allDocs(where.quizResults).then(rows);
  const quizAttempts = await allDocs(where.quizAttempts).then(rows);
  const weeklyGoal = await allDocs(where.weeklyGoal).then(rows);
  const survey = await where.partnerSurvey.get();
  return {
    perfil: { id: uid, ...(plainJson(rest) as Record<string, unknown>) },
    foto: typeof avatarUrl === 'string' && avatarUrl ? avatarUrl : null,
    preferenciasDeEmail: plainJson(emailPreferences ?? {}),
    comentarios: comments,
    respostas: replies,
    avaliacoes: ratings,
    aulasConcluidas: completions,
    aulasVistas: recentViews,
    posicoesNosVideos: watched,
    certificados: certificates,
    resultadosDeQuestionarios: quizResults,
    tentativasDeQuestionarios: quizAttempts,
    metaDaSemana: weeklyGoal[0] ?? null,
    notificacoes: notifications,
    historicoDeAcesso: await many([where.membershipChanges]),
    compras: await many(where.purchases),
    contatosDoSite: await many(where.leads),
    pesquisaDeParceiro: survey.exists ? plainJson(survey.data()) : null,
  };
}
