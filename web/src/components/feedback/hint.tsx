import { Box } from '@mui/material';
import {
  cloneElement,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
} from 'react';
import { createPortal } from 'react-dom';

/** Where the hint shows, beside its button. */
export type HintPlacement = 'right' | 'bottom';

type HintChildProps = {
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
};

/** Time for the pointer to travel from the button onto the hint without it closing. */
const LEAVE_GRACE_MS = 150;
const GAP_PX = 8;

const focusedByKeyboard = (element: HTMLElement) => {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
};

/** Room a hint needs on each side of its button's centre before it would leave the window. */
const EDGE_ROOM_PX = 120;

function position(rect: DOMRect, placement: HintPlacement) {
  if (placement === 'right') {
    return {
      left: rect.right + GAP_PX,
      top: rect.top + rect.height / 2,
      transform: 'translateY(-50%)',
    };
  }
  const top = rect.bottom + GAP_PX;
  const centre = rect.left + rect.width / 2;
  // Near an edge (the bell sits in the top-right corner) the hint lines up with the button's
  // edge instead of its centre, so none of it is cut off.
  if (centre > window.innerWidth - EDGE_ROOM_PX)
    return { right: window.innerWidth - rect.right, top };
  if (centre < EDGE_ROOM_PX) return { left: rect.left, top };
  return { left: centre, top, transform: 'translateX(-50%)' };
}

/**
 * The short text beside an icon button, on hover and on keyboard focus (the button keeps its own
 * aria-label; this is for the eye). It stays while the pointer is over it, closes on Escape, on
 * blur, on leaving and on scroll (WCAG 1.4.13). Used instead of MUI's Tooltip, whose positioning
 * engine (Popper.js, ~15 KiB gzip with the component) loaded on every signed-in screen for the
 * sidebar's labels. An empty title shows nothing (the expanded sidebar).
 */
export function Hint({
  title,
  placement = 'bottom',
  children,
}: {
  title: string;
  placement?: HintPlacement;
  children: ReactElement<HintChildProps>;
}) {
  const [anchor, setAnchor] = useState<DOMRect | null>(null);
  const leaveTimer = useRef<number | undefined>(undefined);
  const open = anchor !== null && title !== '';

  const cancelLeave = () => window.clearTimeout(leaveTimer.current);
  const close = () => {
    cancelLeave();
    setAnchor(null);
  };
  const closeSoon = () => {
    cancelLeave();
    leaveTimer.current = window.setTimeout(() => setAnchor(null), LEAVE_GRACE_MS);
  };

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setAnchor(null);
    };
    const onScroll = () => setAnchor(null);
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('scroll', onScroll, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('scroll', onScroll, true);
    };
  }, [open]);
  useEffect(() => {
    const timer = leaveTimer;
    return () => window.clearTimeout(timer.current);
  }, []);

  const own = children.props;
  const trigger = cloneElement(children, {
    onMouseEnter: (event: MouseEvent<HTMLElement>) => {
      own.onMouseEnter?.(event);
      cancelLeave();
      setAnchor(event.currentTarget.getBoundingClientRect());
    },
    onMouseLeave: (event: MouseEvent<HTMLElement>) => {
      own.onMouseLeave?.(event);
      closeSoon();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      if (focusedByKeyboard(event.currentTarget)) {
        setAnchor(event.currentTarget.getBoundingClientRect());
      }
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      close();
    },
  });

  return (
    <>
      {trigger}
      {open
        ? createPortal(
            <Box
              role="tooltip"
              onMouseEnter={cancelLeave}
              onMouseLeave={closeSoon}
              sx={{
                position: 'fixed',
                ...position(anchor, placement),
                zIndex: 'tooltip',
                maxWidth: 300,
                px: 1,
                py: 0.5,
                borderRadius: 1,
                bgcolor: 'grey.700',
                color: 'common.white',
                typography: 'caption',
                fontWeight: 500,
                lineHeight: 1.4,
                whiteSpace: 'nowrap',
              }}
            >
              {title}
            </Box>,
            document.body,
          )
        : null}
    </>
  );
}
