// The agenda's door for the dashboard home: 'Próximos Eventos' (see ../catalog/dashboard-home.ts).
export { UpcomingEventsCard } from './components/upcoming-events-card';
