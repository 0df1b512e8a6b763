import { Box, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ReadView } from '@/components/feedback/read-view';
import { useRevealTurn } from '@/components/layout/reveal-turn';
import { useRead } from '@/lib/use-read';
import { latestClasses, ROW_SIZE } from '../api/class-lists';
import { ClassGrid, SkeletonGrid } from './class-grid';

/** Skeleton cards while a dashboard row loads: one row of four. */
const ROW_SKELETONS = 4;

/** The skeleton of a dashboard row (four cards), named for what loads. */
export function ClassRowSkeleton({ label }: { label: string }) {
  return <SkeletonGrid count={ROW_SKELETONS} label={label} />;
}

/** A dashboard row of the newest classes of one type; hidden when there are none. */
export function ClassRowSection(props: {
  type: 'SEMANAL' | 'INSIGHT';
  title: string;
  seeAll?: { label: string; href: string };
}) {
  const { type, title, seeAll } = props;
  const latest = useRead(latestClasses(type, ROW_SIZE));
  const mayShow = useRevealTurn(latest.status !== 'loading');
  if (!mayShow) return null;
  const headingId = `section-${type.toLowerCase()}`;
  const section = (content: ReactNode) => (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography id={headingId} variant="h5" component="h2">
          {title}
        </Typography>
        {seeAll ? (
          <Button component={RouterLink} to={seeAll.href}>
            {seeAll.label}
          </Button>
        ) : null}
      </Stack>
      {content}
    </Box>
  );
  // Read errors are logged by the hook and hide the section, like an empty one.
  return (
    <ReadView read={latest} loading={section(<ClassRowSkeleton label={title} />)} error={null}>
      {(classes) => section(<ClassGrid classes={classes} />)}
    </ReadView>
  );
}
