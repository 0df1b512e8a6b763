// 'Importar membros' (docs/member-import.md): the file's columns, dates and e-mails, the checked
// rows, what a row does to a member, and the import job's documents.
export * from './columns';
export * from './dates';
export * from './decode';
export * from './email';
export * from './job';
export * from './messages';
export * from './outcome';
export * from './rows';
