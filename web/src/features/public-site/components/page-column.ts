/** A public page's outer box: at least the screen's height, its parts stacked (the main one grows). */
export const pageColumnSx = {
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
} as const;
