import { lazy, Suspense, useState, type ComponentProps } from 'react';

// Most members never open it: its dialog, benefits list and checkout link load on the first open
// instead of with every screen that offers it (the dashboard's course list among them).
const SubscriberDialog = lazy(() =>
  import('./subscriber-dialog').then((module) => ({ default: module.SubscriberDialog })),
);

/** SubscriberDialog, loaded when first opened and kept mounted after (its closing transition). */
export function LazySubscriberDialog(props: ComponentProps<typeof SubscriberDialog>) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SubscriberDialog {...props} />
    </Suspense>
  );
}
