import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';

export interface PickableService {
  _id: string;
  name: string;
}

interface ServicePickerProps<T extends PickableService> {
  options: readonly T[];
  /** The chosen ids, in the order they were chosen. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  label: string;
  helperText?: string;
  error?: boolean;
  loading: boolean;
  /** Shown under the field when the services could not be loaded. */
  failedText?: string;
  noOptionsText: string;
  loadingText: string;
  /** How an option reads (e.g. with its price); the name by default. */
  optionLabel?: (option: T) => string;
}

/**
 * Several of the salon's services chosen by name (type to filter, arrows and Enter to add, Backspace to
 * remove the last), as the employee and promotion forms ask for them.
 */
export function ServicePicker<T extends PickableService>(props: ServicePickerProps<T>) {
  const { options, value, onChange, onBlur, inputRef, label, helperText, error, loading, failedText } = props;
  const chosen = value
    .map((id) => options.find((option) => option._id === id))
    .filter((option): option is T => Boolean(option));
  return (
    <>
      <Autocomplete
        multiple
        // Several services are usually chosen in a row: the list stays open after each pick.
        disableCloseOnSelect
        options={options}
        value={chosen}
        loading={loading}
        getOptionLabel={props.optionLabel ?? ((option) => option.name)}
        isOptionEqualToValue={(option, selected) => option._id === selected._id}
        onChange={(_event, next) => onChange(next.map((option) => option._id))}
        onBlur={onBlur}
        noOptionsText={props.noOptionsText}
        loadingText={props.loadingText}
        renderInput={(params) => (
          <TextField {...params} inputRef={inputRef} label={label} error={error} helperText={helperText} />
        )}
      />
      {failedText ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {failedText}
        </Alert>
      ) : null}
    </>
  );
}
