import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, AlertTitle, Box, Button, Link, Skeleton, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { commerce } from '@/config/commerce';
import { upsellMessages as t } from '../messages';

/** The element the provider's sales-funnel widget mounts into. */
const MOUNT_ID = 'checkout-sales-funnel';
/** Past this, a widget that has not appeared counts as failed and the plain link takes over. */
const WIDGET_TIMEOUT_MS = 10_000;

type WidgetState = 'loading' | 'ready' | 'failed';

/** Global the provider's script defines (Hotmart Checkout Elements: init('salesFunnel').mount). */
type CheckoutElements = { init: (kind: string) => { mount: (selector: string) => void } };

function mountWidget(): boolean {
  const elements = (window as unknown as { checkoutElements?: CheckoutElements }).checkoutElements;
  if (!elements) return false;
  elements.init('salesFunnel').mount(`#${MOUNT_ID}`);
  return true;
}

/**
 * The external checkout widget of the upsell. The script URL is configurable; if it
 * cannot load (offline, blocked), the page says so and the plain checkout link does the job.
 */
export function CheckoutWidget() {
  const [state, setState] = useState<WidgetState>('loading');

  useEffect(() => {
    let settled = false;
    const settle = (next: WidgetState) => {
      if (settled) return;
      settled = true;
      setState(next);
    };
    const script = document.createElement('script');
    script.src = commerce.upsellWidgetScriptUrl;
    script.async = true;
    script.onload = () => {
      try {
        settle(mountWidget() ? 'ready' : 'failed');
      } catch (error) {
        console.error('O widget de checkout não montou', error);
        settle('failed');
      }
    };
    script.onerror = () => settle('failed');
    const timer = window.setTimeout(() => settle('failed'), WIDGET_TIMEOUT_MS);
    document.body.appendChild(script);
    return () => {
      settled = true;
      window.clearTimeout(timer);
      script.remove();
    };
  }, []);

  return (
    <Stack spacing={2} component="section" aria-label={t.widgetLabel}>
      {state === 'loading' ? (
        <Box role="status" aria-live="polite">
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {t.widgetLoading}
          </Typography>
          <Skeleton variant="rounded" height={220} />
        </Box>
      ) : null}
      {state === 'failed' ? (
        <Alert severity="info" variant="outlined" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
          <AlertTitle>{t.widgetFailedTitle}</AlertTitle>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t.widgetFailedText}
          </Typography>
          <Button
            variant="contained"
            size="large"
            href={commerce.upsellCheckoutUrl}
            target="_blank"
            rel="noopener noreferrer"
            endIcon={<OpenInNewIcon />}
          >
            {t.plainLink}
          </Button>
        </Alert>
      ) : null}
      <Box id={MOUNT_ID} sx={{ minHeight: state === 'ready' ? 200 : 0 }} />
      {state !== 'failed' ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          {t.plainLinkHint}{' '}
          <Link href={commerce.upsellCheckoutUrl} target="_blank" rel="noopener noreferrer">
            {t.plainLink}
          </Link>
        </Typography>
      ) : null}
    </Stack>
  );
}
