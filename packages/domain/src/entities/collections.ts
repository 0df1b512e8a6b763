// Collection and sub-collection names (docs/product.md, "Modelo de dados"), written once.
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
  themes: 'themes',
  mainThemes: 'mainThemes',
  leads: 'leads',
  /** submitLead's per-IP counters: only the function reads and writes them. */
  leadLimits: 'leadLimits',
  partnerSurveys: 'partnerSurveys',
  roleChanges: 'roleChanges',
  mail: 'mail',
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
} as const;
