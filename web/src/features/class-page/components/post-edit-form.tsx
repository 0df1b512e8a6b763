import { zodResolver } from '@hookform/resolvers/zod';
import { commentFormSchema, commentMessages, type CommentFormValues } from '@app/domain';
import { Box } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { PostFormButtons } from '@/components/discussion/post-form-buttons';
import { TextBox } from '@/components/form/text-box';
import { useToast } from '@/lib/use-toast';
import { classPageMessages as t } from '../messages';

type Props = {
  label: string;
  text: string;
  busy: boolean;
  /** The checked, trimmed text. */
  onSave: (text: string) => void;
  onCancel: () => void;
};

/** A comment's or reply's edit box: the comment's 3–500 rule, said in a toast when broken. */
export function PostEditForm({ label, text, busy, onSave, onCancel }: Props) {
  const toast = useToast();
  const { control, handleSubmit } = useForm<CommentFormValues>({
    resolver: zodResolver(commentFormSchema),
    defaultValues: { text },
  });
  const submit = handleSubmit(
    (values) => onSave(values.text),
    () =>
      toast({
        title: commentMessages.errorTitle,
        description: commentMessages.editTooShort,
        variant: 'error',
      }),
  );
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ mt: 1 }}>
      <Controller
        control={control}
        name="text"
        render={({ field }) => (
          <TextBox label={label} value={field.value} onChange={field.onChange} minRows={2} />
        )}
      />
      <PostFormButtons
        submitLabel={t.save}
        cancelLabel={t.cancel}
        busy={busy}
        onCancel={onCancel}
      />
    </Box>
  );
}
