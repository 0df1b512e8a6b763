import { zodResolver } from '@hookform/resolvers/zod';
import CloseIcon from '@mui/icons-material/Close';
import LockIcon from '@mui/icons-material/Lock';
import {
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  leadErrorToast,
  leadFormSchema,
  type LeadFormInput,
  type LeadFormValues,
  type PlanKey,
} from '@app/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useToast } from '@/lib/use-toast';
import { buildCheckoutUrl, reserveCheckoutTab } from '@/lib/checkout';
import { leadDialogMessages as t, plansMessages } from '../messages';
import { preloadLeadSender, submitLead } from './api/submit-lead';
import { PhoneField } from './phone-field';

/** How long the checkout waits for the lead call; past it the call goes on in the background. */
export const LEAD_SAVE_TIMEOUT_MS = 3000;

/** Where this popup's leads come from (`leads.origin`). */
export const LEAD_ORIGIN = 'planos';

type Props = {
  open: boolean;
  onClose: () => void;
  planKey: PlanKey;
};

const emptyForm: LeadFormInput = { name: '', email: '', phone: '' };

/**
 * The lead popup of the sales page: name, e-mail and phone, saved as a lead, then
 * the external checkout in a new tab with them prefilled. A failed save is only logged and never
 * blocks the checkout.
 */
export default function LeadDialog({ open, onClose, planKey }: Props) {
  const toast = useToast();
  const [redirecting, setRedirecting] = useState(false);
  const form = useForm<LeadFormInput, unknown, LeadFormValues>({
    resolver: zodResolver(leadFormSchema),
    defaultValues: emptyForm,
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) preloadLeadSender();
  }, [open]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Validated synchronously, so the checkout tab opens inside the click: an async gap
    // would let the browser's popup blocker stop it.
    const parsed = leadFormSchema.safeParse(form.getValues());
    if (!parsed.success) {
      void form.trigger();
      const first = leadErrorToast(parsed.error.issues[0]?.message ?? '');
      if (first) toast({ ...first, variant: 'error' });
      return;
    }
    const tab = reserveCheckoutTab(t.waitingTab);
    setRedirecting(true);
    void saveThenCheckout(parsed.data, tab.go);
  };

  const saveThenCheckout = async (values: LeadFormValues, go: (url: string) => void) => {
    try {
      const result = await withTimeout(
        submitLead({ ...values, plan: planKey, origin: LEAD_ORIGIN }),
        LEAD_SAVE_TIMEOUT_MS,
      );
      // Not stored (already registered today, or too many from this connection): the buyer
      // goes on to the checkout all the same, so this is only worth a note in the console.
      if (result.message) console.info(result.message);
    } catch (error) {
      console.error('Não foi possível salvar o lead do checkout', error);
    }
    go(buildCheckoutUrl(planKey, values));
    setRedirecting(false);
    form.reset(emptyForm);
    onClose();
  };

  const fieldError = (message: string | undefined) => ({
    error: Boolean(message),
    helperText: message ? (leadErrorToast(message)?.description ?? message) : ' ',
  });

  return (
    <Dialog
      open={open}
      onClose={redirecting ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="lead-dialog-title"
    >
      <Box component="form" noValidate onSubmit={handleSubmit}>
        <DialogTitle id="lead-dialog-title" sx={{ pr: 6, fontWeight: 800 }}>
          {t.title}
        </DialogTitle>
        <IconButton
          aria-label={t.cancel}
          onClick={onClose}
          disabled={redirecting}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t.subtitle}
          </Typography>
          <Chip
            color="secondary"
            variant="outlined"
            label={`${plansMessages.plan.name} · ${plansMessages.plan.installments} ${plansMessages.plan.price}`}
            sx={{ mb: 3, maxWidth: '100%' }}
          />
          <Stack spacing={1}>
            <TextField
              label={t.name}
              autoComplete="name"
              autoFocus
              fullWidth
              {...form.register('name')}
              {...fieldError(errors.name?.message)}
            />
            <TextField
              label={t.email}
              type="email"
              autoComplete="email"
              fullWidth
              {...form.register('email')}
              {...fieldError(errors.email?.message)}
            />
            <Controller
              control={form.control}
              name="phone"
              render={({ field }) => (
                <PhoneField
                  label={t.phone}
                  placeholder={t.phonePlaceholder}
                  fullWidth
                  name={field.name}
                  inputRef={field.ref}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={field.onChange}
                  {...fieldError(errors.phone?.message)}
                />
              )}
            />
          </Stack>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', color: 'text.secondary' }}>
            <LockIcon fontSize="inherit" sx={{ mt: 0.4 }} />
            <Typography variant="caption">{t.privacy}</Typography>
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={redirecting}
            startIcon={redirecting ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {redirecting ? t.submitting : t.submit}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`sem resposta em ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
