import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

interface SearchFieldProps {
  label: string;
  helperText?: string;
  value: string;
  onChange: (text: string) => void;
}

/** The search box above a list (the list debounces what is typed before asking the server). */
export function SearchField({ label, helperText, value, onChange }: SearchFieldProps) {
  return (
    <TextField
      type="search"
      label={label}
      helperText={helperText}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ mb: 2, maxWidth: 420 }}
      fullWidth
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search aria-hidden="true" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
