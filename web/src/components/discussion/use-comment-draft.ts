import { checkCommentText, COMMENT_MAX_LENGTH } from '@app/domain';
import { useState } from 'react';

/**
 * The text of a comment or reply being typed, under the comment's 3–500 rule: `check()` gives
 * the trimmed text, or shows the rule's message and gives null; typing again clears the message.
 */
export function useCommentDraft() {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const check = (): string | null => {
    const checked = checkCommentText(text);
    setError(checked.error);
    return checked.text;
  };
  return {
    text,
    setText,
    error,
    check,
    /** The characters typed (trimmed) against the limit, e.g. '12/500'. */
    count: `${text.trim().length}/${COMMENT_MAX_LENGTH}`,
    /** The TextBox's value and change props (room to paste a little over the limit). */
    box: {
      value: text,
      onChange: (value: string) => {
        setText(value);
        setError(null);
      },
      error: error !== null,
      maxLength: COMMENT_MAX_LENGTH + 50,
    },
  };
}
