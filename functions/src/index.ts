// Every deployed function, one module each (docs/architecture.md). Only re-exports here.
export { checkEmail } from './users/check-email';
export { createUser } from './users/create-user';
export { setUserRole } from './users/set-user-role';
export { completePartnerRegistration } from './partners/complete-partner-registration';
export { partnerReminders } from './partners/partner-reminders';
export { purchaseWebhook } from './purchases/purchase-webhook';
export { getAttachmentUrl } from './attachments/get-attachment-url';
export { syncCatalogEntry } from './catalog/sync-catalog-entry';
export { aggregateClassRating } from './ratings/aggregate-class-rating';
export { deleteClass } from './classes/delete-class';
export { updateMembership } from './users/update-membership';
export { submitLead } from './leads/submit-lead';
export { reportClientError } from './client-errors/report-client-error';
export { cspReport } from './client-errors/csp-report';
export { startThread } from './comments/start-thread';
export { keepThreadState } from './comments/keep-thread-state';
export { deleteThread } from './comments/delete-thread';
export { notifyReply } from './notifications/notify-reply';
export { announceNewClass } from './notifications/announce-new-class';
export { announceLiveClasses } from './notifications/announce-live-classes';
export { issueCertificate } from './certificates/issue-certificate';
export { renderCertificatePdf } from './certificates/render-certificate-pdf';
export { revokeCertificate } from './certificates/revoke-certificate';
export { saveQuiz } from './quizzes/save-quiz';
export { submitQuiz } from './quizzes/submit-quiz';
export { emailReply } from './reminders/email-reply';
export { weeklyDigest } from './reminders/weekly-digest';
export { liveClassReminders } from './reminders/live-class-reminders';
export { joinLiveClass } from './live-classes/join-live-class';
export { publishLiveReplay } from './live-classes/publish-live-replay';
export { followUpLiveReplay } from './live-classes/follow-up-live-replay';
export { dailyReminders } from './reminders/daily-reminders';
export { unsubscribe } from './reminders/unsubscribe';
export { exportMyData } from './privacy/export-my-data';
export { deleteMyAccount } from './privacy/delete-my-account';
export { finishAccountDeletions } from './privacy/finish-account-deletions';
export { purgeOldLeads } from './privacy/purge-old-leads';
// The admin indicators. nightlyInsights and rebuildInsights keep their first names: an export's
// name is the deployed function's, and renaming one deletes it and creates another.
export { countClassOpening } from './indicators/count-class-opening';
export { countCompletionChange } from './indicators/count-completion';
export { countPurchaseRecord } from './indicators/count-purchase';
export { nightlyInsights } from './indicators/nightly-indicators';
export { rebuildInsights } from './indicators/rebuild-indicators-callable';
// 'Importar membros' (docs/member-import.md).
export { lookupImportMembers } from './member-import/lookup-import-members';
export { stageMemberImport } from './member-import/stage-member-import';
export { runMemberImport } from './member-import/run-member-import';
// 'Meta da semana' (docs/weekly-goal.md).
export { countWeeklyGoal } from './weekly-goal/count-weekly-goal';
export { weeklyGoalChanged } from './weekly-goal/weekly-goal-changed';
export { weeklyGoalNudge } from './weekly-goal/weekly-goal-nudge';
