// themes/{id} and mainThemes/{id}: related themes and main themes, both {name}.
import { z } from 'zod';
import { SHORT_TEXT_MAX_LENGTH } from '../limits';

export const themeSchema = z.object({
  name: z.string().trim().min(1).max(SHORT_TEXT_MAX_LENGTH),
});
export type Theme = z.infer<typeof themeSchema>;
