// The quizzes' door for the route table (web/src/app/routes): the admin's quiz screens, loaded on
// demand. The pieces other screens compose have their own doors: class-page.ts (the class's quiz
// under the video), course-route.ts (the course's final quiz), class-editor.ts (the class
// editor's quiz card).
export const loadClassQuizEditorPage = () => import('./components/class-quiz-editor-page');
export const loadCourseQuizEditorPage = () => import('./components/course-quiz-editor-page');
