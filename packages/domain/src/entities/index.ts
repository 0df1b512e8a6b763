// Entity schemas (docs/product.md, "Modelo de dados"), the forms the web uses, and their pt-BR
// messages.
export * from './collections';
export * from './shared';
export * from './files';
export * from './auth';
export * from './profile';
export * from './class';
export * from './class-counter';
export * from './catalog';
export * from './recent-view';
export * from './comment';
export * from './rating';
export * from './completion';
export * from './certificate';
export * from './course';
export * from './event';
export * from './live-class';
export * from './theme';
export * from './lead';
export * from './partner-survey';
export * from './role-change';
export * from './purchase';
export * from './mail';
export * from './notification';
export * from './email-preferences';
export * from './indicators';
export * from './watch-position';
