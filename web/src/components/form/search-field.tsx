import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';

type SearchFieldProps = Omit<TextFieldProps, 'slotProps'> & {
  /** The input's accessible name when the field shows no label (only a placeholder). */
  inputName?: string;
};

/** A text field with the search icon in front, for filtering a list as one types. */
export function SearchField({ inputName, ...props }: SearchFieldProps) {
  return (
    <TextField
      {...props}
      slotProps={{
        htmlInput: inputName ? { 'aria-label': inputName } : undefined,
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
