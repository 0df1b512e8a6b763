// Comment moderation's door for the route table (web/src/app/routes): its page, loaded on demand
// (loaders only: see ../catalog/index.ts). The sidebar's badge is in ./dashboard-frame.ts.
export const loadCommentsModerationPage = () => import('./components/comments-moderation-page');
