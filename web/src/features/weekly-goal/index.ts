// 'Meta da semana' has no page of its own: the dashboard home composes its card through
// dashboard-home.ts (docs/weekly-goal.md).
export {};
