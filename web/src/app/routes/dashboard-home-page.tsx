import { Box } from '@mui/material';
import { RevealInOrder } from '@/components/layout/reveal-in-order';
import {
  ContinueWatchingCard,
  DashboardSkeleton,
  InsightsSection,
  WeeklyClassesSection,
} from '@/features/catalog/dashboard-home';
import { CoursesSection } from '@/features/courses/dashboard-home';
import { DashboardHeading } from '@/features/dashboard-shell/dashboard-home';
import { UpcomingEventsCard } from '@/features/events/dashboard-home';
import { LiveNowCarousel } from '@/features/live-classes/dashboard-home';
import { WeeklyGoalCard } from '@/features/weekly-goal/dashboard-home';

/**
 * /dashboard for both roles: each feature contributes its section, in the product's order,
 * and hides itself when it has nothing to show. 'Continue de onde parou' leads, since picking
 * up an unfinished class is the most likely next step. The sections appear top to bottom
 * (RevealInOrder): one that answers late never pushes down a row the member is about to click.
 * Until the first one answers, a row of skeleton cards stands in for the page.
 */
export default function DashboardHomePage() {
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <DashboardHeading />
      <RevealInOrder pending={<DashboardSkeleton />}>
        <ContinueWatchingCard />
        <UpcomingEventsCard />
        <LiveNowCarousel />
        <WeeklyGoalCard />
        <WeeklyClassesSection />
        <InsightsSection />
        <CoursesSection />
      </RevealInOrder>
    </Box>
  );
}
