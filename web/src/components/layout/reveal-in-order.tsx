import { Children, isValidElement, useMemo, useState, type ReactNode } from 'react';
import { RevealTurn } from './reveal-turn';

/**
 * Sections that load their own data and may turn out empty, shown top to bottom: each appears
 * once every section above it has settled (shown its data, or found nothing to show). Content
 * then only ever appears below what is already on screen, so nothing the reader is looking at,
 * or about to click, moves down when a section above it arrives late. Every section starts its
 * reads at once; only the showing waits. Each section asks for its turn with useRevealTurn.
 * `pending` (skeletons) fills the page until the first section has answered: it is the last thing
 * on the page, so whatever replaces it moves nothing.
 */
export function RevealInOrder({ children, pending }: { children: ReactNode; pending?: ReactNode }) {
  const sections = Children.toArray(children);
  const count = sections.length;
  const [settled, setSettled] = useState<readonly boolean[]>(() => sections.map(() => false));
  const [started, setStarted] = useState(false);
  if (settled[0] && !started) setStarted(true);
  const reporters = useMemo(
    () =>
      Array.from(
        { length: count },
        (_, index) => (value: boolean) =>
          setSettled((current) =>
            current[index] === value ? current : current.map((s, i) => (i === index ? value : s)),
          ),
      ),
    [count],
  );
  return (
    <>
      {sections.map((section, index) => (
        <RevealTurn.Provider
          key={isValidElement(section) && section.key !== null ? section.key : index}
          value={{ mayShow: settled.slice(0, index).every(Boolean), report: reporters[index]! }}
        >
          {section}
        </RevealTurn.Provider>
      ))}
      {started ? null : pending}
    </>
  );
}
