import { paths } from '@/config/paths';
import { catalogMessages as t } from '../messages';
import { ClassRowSection, ClassRowSkeleton } from './class-row-section';

/** Dashboard: 'Aulas Semanais', newest number first, with 'Ver Todos'. */
export function WeeklyClassesSection() {
  return (
    <ClassRowSection
      type="SEMANAL"
      title={t.weeklySection}
      seeAll={{ label: t.seeAll, href: paths.dashboard.weeklyClasses.getHref() }}
    />
  );
}

/** The dashboard's skeleton until its first section has answered: a row of 'Aulas Semanais'. */
export function DashboardSkeleton() {
  return <ClassRowSkeleton label={t.weeklySection} />;
}

/** Dashboard: 'Insights', newest first. */
export function InsightsSection() {
  return <ClassRowSection type="INSIGHT" title={t.insightsSection} />;
}
