// What the class editor (web/src/app/routes/edit-class-route-page.tsx) composes from the quizzes.
export { ClassQuizCard } from './components/class-quiz-card';
