// Collection and sub-collection names (docs/product.md, "Modelo de dados"), written once: the
// one registry of every name the web, the functions, the tests and the scripts read or write.
export const COLLECTIONS = {
  profiles: 'profiles',
  completions: 'completions', // profiles/{uid}/completions/{classId}
  recentViews: 'recentViews', // profiles/{uid}/recentViews/{classId}
  classes: 'classes',
  comments: 'comments', // classes/{classId}/comments/{commentId}
  replies: 'replies', // classes/{classId}/comments/{commentId}/replies/{replyId}
  /** A member's own notifications (replies to their threads): profiles/{uid}/notifications/{id}. */
  notifications: 'notifications',
  /** Notifications for every member (new classes, live classes): one document each, not one per member. */
  announcements: 'announcements',
  /** certificates/{code} (public by code) and profiles/{uid}/certificates/{courseId} (the member's). */
  certificates: 'certificates',
  /** Audit trail of revoked certificates (revokeCertificate); admins read it. */
  certificateRevocations: 'certificateRevocations',
  ratings: 'ratings', // classes/{classId}/ratings/{uid}
  courses: 'courses',
  events: 'events',
  liveClasses: 'liveClasses',
  /** liveClassRooms/{liveClassId}: the room link, never read by members (joinLiveClass gives it). */
  liveClassRooms: 'liveClassRooms',
  /** liveAttendance/{liveClassId}_{uid}: who joined a live class (joinLiveClass only). */
  liveAttendance: 'liveAttendance',
  themes: 'themes',
  mainThemes: 'mainThemes',
  leads: 'leads',
  /** submitLead's per-IP counters: only the function reads and writes them. */
  leadLimits: 'leadLimits',
  /** reportClientError's per-uid and per-IP counters: only the function reads and writes them. */
  clientErrorLimits: 'clientErrorLimits',
  partnerSurveys: 'partnerSurveys',
  roleChanges: 'roleChanges',
  // 'Importar membros' (member-import/job.ts): functions write, admins read.
  /** memberImports/{jobId}: an import's progress and counts. */
  memberImports: 'memberImports',
  /** memberImports/{jobId}/chunks/{n}: the rows waiting to be written (functions only). */
  memberImportChunks: 'chunks',
  /** memberImportLog/{jobId}: the audit entry of a finished import. */
  memberImportLog: 'memberImportLog',
  mail: 'mail',
  // 'Meta da semana' (entities/weekly-goal.ts, docs/weekly-goal.md).
  /** profiles/{uid}/weeklyGoal/current: the member's goal (theirs) and week (functions). */
  weeklyGoal: 'weeklyGoal',
  /** weeklyGoalTotals/{segunda}_{n}, members_{n}: the totals admins see; functions only. */
  weeklyGoalTotals: 'weeklyGoalTotals',
  /** Reminder sweeps that finished (a live class's e-mails at its time): functions only. */
  reminderRuns: 'reminderRuns',
  /** When a thread last e-mailed a member about a reply ({uid}_{commentId}): functions only. */
  replyEmailThrottles: 'replyEmailThrottles',
  /** When each member last exported their data (exportMyData's rate limit): functions only. */
  dataExports: 'dataExports',
  /** A member's account deletion and its progress, resumable (deleteMyAccount): functions only. */
  accountDeletions: 'accountDeletions',
  /** Search index of weekly classes and insights, kept by a trigger (entities/catalog.ts). */
  catalog: 'catalog',
  /** counters/classNumber: the last weekly-class number handed out (entities/class-counter.ts). */
  counters: 'counters',
  /** profiles/{uid}/watchPositions/{classId}: where a member stopped a video. */
  watchPositions: 'watchPositions',
  // Quizzes (entities/quiz.ts, docs/quizzes.md).
  /** classes/{classId}/quiz/{questions|key} and courses/{courseId}/quiz/{questions|key}. */
  quiz: 'quiz',
  /** profiles/{uid}/quizResults/{quizId}: a member's summary; functions only. */
  quizResults: 'quizResults',
  /** profiles/{uid}/quizAttempts/{quizId}_{n}: each attempt; functions only. */
  quizAttempts: 'quizAttempts',
  /** quizStats/{quizId}_{n}: a quiz's results counters, in shards; functions only. */
  quizStats: 'quizStats',
  // The checkout's webhook (entities/purchase.ts): written by purchaseWebhook only, read by admins.
  /** purchases/{eventId}: every delivery, once. */
  purchases: 'purchases',
  /** membershipChanges/{id}: the profile changes the deliveries made. */
  membershipChanges: 'membershipChanges',
  // The admin indicators (/dashboard/indicadores, entities/indicators.ts): written by functions
  // only, read by admins. The stored names keep the analytics' first name, "insights".
  /** insightWeeks/{segunda}_{n}: a share of one São Paulo week's counts. */
  indicatorWeeks: 'insightWeeks',
  /** courseFunnels/{courseId}: a course's classes in order. */
  courseFunnels: 'courseFunnels',
  /** courseFunnels/{courseId}/shards/{n}: completions of each class, spread over shards. */
  funnelShards: 'shards',
  /** insights/overview: what the nightly job reads from the profiles. */
  indicators: 'insights',
  /** insightEvents/{id}: events already counted (a retried trigger counts once). */
  indicatorEvents: 'insightEvents',
  /** insightCompletions/{uid}_{classId}: each completion in the counts, and its day. */
  indicatorCompletions: 'insightCompletions',
  /** insightCorrections/{id}: differences the nightly reconciliation corrected. */
  indicatorCorrections: 'insightCorrections',
} as const;
