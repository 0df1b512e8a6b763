// The class page has no door here: its page is composed with the class's quiz by
// web/src/app/routes/class-route-page.tsx, through class-route.ts, and the route table loads that
// composition on demand (like the course page's).
export {};
