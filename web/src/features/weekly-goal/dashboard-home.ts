// The weekly goal's door for the dashboard home: 'Meta da semana' (see ../catalog/dashboard-home.ts).
export { WeeklyGoalCard } from './components/weekly-goal-card';
