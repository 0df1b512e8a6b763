import { createContext, useContext, useEffect, useState } from 'react';

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
  useEffect(() => report?.(settled), [report, settled]);
  const mayShow = turn ? turn.mayShow : true;
  const [shown, setShown] = useState(mayShow);
  if (mayShow && !shown) setShown(true);
  return mayShow || shown;
}
