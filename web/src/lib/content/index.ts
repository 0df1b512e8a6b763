// Data that several features read or write (the class page records completions and views; the
// dashboard and lists show them; three forms offer the themes), typed once here so no feature
// reaches into another.
export * from './catalog-index';
export * from './certificates';
export * from './class-doc';
export * from './completions';
export * from './recent-views';
export * from './course-doc';
export * from './class-slug';
export * from './themes';
export * from './replies';
export * from './watch-positions';
export * from './use-watched-percents';
export * from './quiz-gate';
