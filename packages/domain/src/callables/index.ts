// Contracts of the callable functions (`xCallable`: name, zod input schema, output type). The
// functions parse with these schemas and the web dialogs validate with the same ones.
export * from './messages';
export * from './callable-error';
export * from './region';
export * from './define-callable';
export * from './check-email';
export * from './create-user';
export * from './set-user-role';
export * from './complete-partner-registration';
export * from './get-attachment-url';
export * from './delete-class';
export * from './update-membership';
export * from './submit-lead';
export * from './revoke-certificate';
export * from './privacy';
export * from './rebuild-insights';
export * from './member-import';
export * from './quizzes';
export * from './join-live-class';
export * from './publish-live-replay';
export * from './report-client-error';
