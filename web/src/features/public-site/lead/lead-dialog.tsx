import CloseIcon from '@mui/icons-material/Close';
import LockIcon from '@mui/icons-material/Lock';
import { Box, Button, Chip, IconButton, Paper, Stack, TextField, Typography } from '@mui/material';
import type { PlanKey } from '@app/domain';
import { commerce } from '@/config/commerce';
import { leadDialogMessages as t, plansMessages } from '../messages';
import {
  LEAD_ALERT_ID,
  LEAD_CLOSE_ID,
  LEAD_DIALOG_ID,
  LEAD_FIELD_IDS,
  LEAD_SUBMIT_ID,
} from './lead-dom';

type Field = {
  name: keyof typeof LEAD_FIELD_IDS;
  label: string;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  placeholder?: string;
  inputMode?: 'tel';
};

const FIELDS: Field[] = [
  { name: 'name', label: t.name, type: 'text', autoComplete: 'name' },
  { name: 'email', label: t.email, type: 'email', autoComplete: 'email' },
  {
    name: 'phone',
    label: t.phone,
    type: 'tel',
    autoComplete: 'tel-national',
    placeholder: t.phonePlaceholder,
    inputMode: 'tel',
  },
];

/**
 * The sales page's lead popup as markup only: a native `<dialog>` with a real `<form>` (name,
 * e-mail, phone). lead-form.ts opens it and does the rest (validation, the phone mask, saving the
 * lead, the checkout tab), so it works the same on the prerendered page and inside the app.
 */
export function LeadDialog({ planKey }: { planKey: PlanKey }) {
  return (
    <Box
      component="dialog"
      id={LEAD_DIALOG_ID}
      aria-labelledby="lead-dialog-title"
      data-plan={planKey}
      data-checkout-url={commerce.checkoutUrls[planKey]}
      sx={{
        p: 0,
        border: 0,
        bgcolor: 'transparent',
        color: 'text.primary',
        width: 'calc(100% - 32px)',
        maxWidth: 444,
        maxHeight: 'calc(100% - 32px)',
        '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
      }}
    >
      <Paper elevation={24} sx={{ position: 'relative', borderRadius: 2 }}>
        <Box component="form" noValidate>
          <Typography
            id="lead-dialog-title"
            component="h2"
            variant="h6"
            sx={{ px: 3, pt: 2, pb: 1, pr: 6, fontWeight: 800 }}
          >
            {t.title}
          </Typography>
          <IconButton
            id={LEAD_CLOSE_ID}
            aria-label={t.cancel}
            sx={{ position: 'absolute', right: 8, top: 8 }}
          >
            <CloseIcon />
          </IconButton>
          <Box sx={{ px: 3, py: 1 }}>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t.subtitle}
            </Typography>
            <Chip
              color="secondary"
              variant="outlined"
              label={`${plansMessages.plan.name} · ${plansMessages.plan.installments} ${plansMessages.plan.price}`}
              sx={{ mb: 3, maxWidth: '100%' }}
            />
            <Box
              id={LEAD_ALERT_ID}
              role="alert"
              hidden
              sx={{
                mb: 2,
                px: 2,
                py: 1,
                borderRadius: 1,
                border: 1,
                borderColor: 'error.main',
                '&[hidden]': { display: 'none' },
              }}
            >
              <Typography component="strong" sx={{ display: 'block', fontWeight: 700 }} />
              <Typography component="span" variant="body2" />
            </Box>
            <Stack spacing={1}>
              {FIELDS.map(({ name, label, type, autoComplete, placeholder, inputMode }) => (
                <TextField
                  key={name}
                  id={LEAD_FIELD_IDS[name]}
                  name={name}
                  label={label}
                  type={type}
                  placeholder={placeholder}
                  fullWidth
                  // A space keeps the line's height, so a message appearing does not move the form.
                  helperText=" "
                  slotProps={{
                    formHelperText: { id: `${LEAD_FIELD_IDS[name]}-helper-text` },
                    htmlInput: { autoComplete, inputMode },
                  }}
                />
              ))}
            </Stack>
            <Box
              sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', color: 'text.secondary' }}
            >
              <LockIcon fontSize="inherit" sx={{ mt: 0.4 }} />
              <Typography variant="caption">{t.privacy}</Typography>
            </Box>
          </Box>
          <Box sx={{ px: 3, pb: 3, pt: 1 }}>
            <Button id={LEAD_SUBMIT_ID} type="submit" variant="contained" size="large" fullWidth>
              {t.submit}
            </Button>
          </Box>
        </Box>
      </Paper>
    </Box>
  );
}
