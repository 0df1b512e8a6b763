import { Grid } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ComponentProps, ReactElement } from 'react';
import { FeatureCard } from './feature-card';

type Feature<Key extends string> = { key: Key; title: string; text: string };

type Props<Key extends string> = {
  items: readonly Feature<Key>[];
  /** One icon per item key, so a new item without an icon is a type error. */
  icons: Record<Key, ReactElement>;
  /** Each card's columns per breakpoint. */
  size: ComponentProps<typeof Grid>['size'];
  sx?: SxProps<Theme>;
};

/** A grid of FeatureCards: the benefit, audience and content sections of the public pages. */
export function FeatureGrid<Key extends string>({ items, icons, size, sx }: Props<Key>) {
  return (
    <Grid container spacing={3} sx={sx}>
      {items.map((item) => (
        <Grid key={item.key} size={size}>
          <FeatureCard icon={icons[item.key]} title={item.title} text={item.text} />
        </Grid>
      ))}
    </Grid>
  );
}
