// What the course page (web/src/app/routes/course-route-page.tsx) composes from the quizzes.
export { CourseQuiz } from './components/quiz-sections';
