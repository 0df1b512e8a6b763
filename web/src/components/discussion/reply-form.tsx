import { checkCommentText, commentMessages, COMMENT_MAX_LENGTH } from '@app/domain';
import { Box, Button, Stack } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { TextBox } from '@/components/form/text-box';

type Props = {
  /** Sends the checked, trimmed text; resolves true when it was sent (the box then closes). */
  onSend: (text: string) => Promise<boolean>;
  onCancel: () => void;
};

/**
 * The reply box of a thread (class page and moderation queue): the comment's 3–500 character
 * rule and messages, 'Enviar resposta' and 'Cancelar'. A refused text stays in the box.
 */
export function ReplyForm({ onSend, onCancel }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCommentText(text);
    if (checked.error !== null) {
      setError(checked.error);
      return;
    }
    setSending(true);
    try {
      if (await onSend(checked.text)) setText('');
    } finally {
      setSending(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ mt: 1 }}>
      <TextBox
        id={id}
        label={commentMessages.replyLabel}
        value={text}
        onChange={(value) => {
          setText(value);
          if (error) setError(null);
        }}
        error={error !== null}
        helperText={error ?? `${text.trim().length}/${COMMENT_MAX_LENGTH}`}
        minRows={2}
        autoFocus
        maxLength={COMMENT_MAX_LENGTH + 50}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button type="submit" variant="contained" size="small" disabled={sending}>
          {commentMessages.sendReply}
        </Button>
        <Button size="small" disabled={sending} onClick={onCancel}>
          {commentMessages.cancel}
        </Button>
      </Stack>
    </Box>
  );
}
