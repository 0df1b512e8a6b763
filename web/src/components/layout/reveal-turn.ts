import { createContext, useContext, useLayoutEffect, useState } from 'react';

/** A section's place in RevealInOrder: may it show yet, and how it reports its reads settled. */
export type RevealTurnValue = { mayShow: boolean; report: (settled: boolean) => void };

export const RevealTurn = createContext<RevealTurnValue | null>(null);

/**
 * For a section inside RevealInOrder: reports whether its reads have answered and says whether it
 * may show anything yet (once shown, it stays). Outside RevealInOrder a section always shows.
 */
export function useRevealTurn(settled: boolean): boolean {
  const turn = useContext(RevealTurn);
  const report = turn?.report;
  // Before the browser paints: the section that settles first appears in the same frame as the
  // page's skeleton goes, instead of one frame above it (which moved the skeleton down, a layout
  // shift Lighthouse measured at 0.40 on /dashboard).
  useLayoutEffect(() => report?.(settled), [report, settled]);
  const mayShow = turn ? turn.mayShow : true;
  const [shown, setShown] = useState(mayShow);
  if (mayShow && !shown) setShown(true);
  return mayShow || shown;
}
