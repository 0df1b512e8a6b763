import type { CSSProperties } from 'react';

/**
 * Keeps a file input in the page (labelled, reachable by assistive technology and by tests'
 * setInputFiles) while a button stands in for its look.
 */
export const visuallyHidden: CSSProperties = {
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  overflow: 'hidden',
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
};
