import { zodResolver } from '@hookform/resolvers/zod';
import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormHelperText,
  FormLabel,
  IconButton,
  Rating,
  TextField,
  Typography,
} from '@mui/material';
import {
  partnerSurveyFormSchema,
  SURVEY_COMMENT_MAX_LENGTH,
  type PartnerSurveyFormValues,
} from '@app/domain';
import { Controller, useForm } from 'react-hook-form';
import { surveyMessages as m } from '../messages';

type SatisfactionSurveyDialogProps = {
  open: boolean;
  /** Resolves true when saved (the dialog then closes because the survey exists). */
  onSubmit: (values: PartnerSurveyFormValues) => Promise<boolean>;
  /** The close button and Escape; an outside click does nothing. */
  onDismiss: () => void;
};

/** Partner satisfaction survey (docs/product.md, "Parceiros e presente"). */
export function SatisfactionSurveyDialog({
  open,
  onSubmit,
  onDismiss,
}: SatisfactionSurveyDialogProps) {
  const { control, handleSubmit, formState } = useForm<PartnerSurveyFormValues>({
    resolver: zodResolver(partnerSurveyFormSchema),
    // 0 = no star picked yet; the schema rejects it with 'Avaliação obrigatória'.
    defaultValues: { rating: 0, comment: '' },
  });
  const submit = handleSubmit(async (values) => {
    await onSubmit(values);
  });

  return (
    <Dialog
      open={open}
      onClose={(_, reason) => {
        if (reason !== 'backdropClick' && !formState.isSubmitting) onDismiss();
      }}
      aria-labelledby="partner-survey-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="partner-survey-title" sx={{ pr: 6 }}>
        {m.title}
      </DialogTitle>
      <IconButton
        aria-label={m.close}
        onClick={onDismiss}
        disabled={formState.isSubmitting}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText sx={{ mb: 2 }}>{m.description}</DialogContentText>
          <Controller
            control={control}
            name="rating"
            render={({ field, fieldState }) => (
              <Box sx={{ mb: 2 }}>
                <FormLabel component="legend" id="partner-survey-rating-label">
                  {m.ratingLabel}
                </FormLabel>
                <Rating
                  name={field.name}
                  value={field.value || null}
                  onChange={(_, value) => field.onChange(value ?? 0)}
                  getLabelText={m.starLabel}
                  size="large"
                  aria-labelledby="partner-survey-rating-label"
                />
                {field.value ? (
                  <Typography variant="body2" role="status" sx={{ mt: 1 }}>
                    {m.feedback[field.value]}
                  </Typography>
                ) : null}
                {fieldState.error ? (
                  <FormHelperText error>{fieldState.error.message}</FormHelperText>
                ) : null}
              </Box>
            )}
          />
          <Controller
            control={control}
            name="comment"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                label={m.commentLabel}
                placeholder={m.commentPlaceholder}
                multiline
                minRows={3}
                fullWidth
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{ htmlInput: { maxLength: SURVEY_COMMENT_MAX_LENGTH } }}
              />
            )}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? m.submitting : m.submit}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
