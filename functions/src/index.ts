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
