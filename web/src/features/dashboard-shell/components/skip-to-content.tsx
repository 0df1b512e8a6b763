import { Link } from '@mui/material';
import { shellMessages } from '../messages';

/** The id of the dashboard's main region, where 'Pular para o conteúdo' moves focus. */
export const MAIN_CONTENT_ID = 'conteudo';

/**
 * The first stop of the keyboard on every dashboard page: hidden until focused, it moves focus
 * past the sidebar to the page itself (the sidebar has up to ten entries to tab through).
 */
export function SkipToContent() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        '&:focus': { top: 8 },
      }}
    >
      {shellMessages.skipToContent}
    </Link>
  );
}
