// What the class page (web/src/app/routes/class-route-page.tsx) composes from the quizzes.
export { ClassQuiz } from './components/quiz-sections';
