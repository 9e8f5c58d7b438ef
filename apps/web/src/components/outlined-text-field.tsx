import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { BaseTextFieldProps } from '@mui/material/TextField';
import useId from '@mui/utils/useId';
import { forwardRef } from 'react';

export type OutlinedTextFieldProps = Omit<BaseTextFieldProps, 'select' | 'children' | 'classes'> & {
  variant?: 'outlined';
  onChange?: OutlinedInputProps['onChange'];
  slotProps?: {
    input?: Partial<OutlinedInputProps>;
    htmlInput?: InputBaseComponentProps;
    inputLabel?: Partial<InputLabelProps>;
    formHelperText?: Partial<FormHelperTextProps>;
  };
};

/**
 * MUI's TextField in its outlined, non-select form, with the same markup, ids and ARIA wiring. TextField
 * itself imports Select (and with it Menu, Popover, Modal and the filled and standard inputs) for every
 * field, code that the sign-in and booking screens would download and never use.
 * A select stays a TextField.
 */
export const OutlinedTextField = forwardRef<HTMLDivElement, OutlinedTextFieldProps>(
  function OutlinedTextField(props, ref) {
    const {
      autoComplete,
      autoFocus = false,
      className,
      color = 'primary',
      defaultValue,
      disabled = false,
      error = false,
      fullWidth = false,
      helperText,
      id: idOverride,
      inputRef,
      label,
      maxRows,
      minRows,
      multiline = false,
      name,
      onBlur,
      onChange,
      onFocus,
      placeholder,
      required = false,
      rows,
      slotProps = {},
      type,
      value,
      variant = 'outlined',
      ...other
    } = props;
    const id = useId(idOverride);
    const helperTextId = helperText && id ? `${id}-helper-text` : undefined;
    const inputLabelId = label && id ? `${id}-label` : undefined;
    const { input, htmlInput, inputLabel, formHelperText } = slotProps;
    return (
      <FormControl
        ref={ref}
        className={className ? `MuiTextField-root ${className}` : 'MuiTextField-root'}
        disabled={disabled}
        error={error}
        fullWidth={fullWidth}
        required={required}
        color={color}
        variant={variant}
        {...other}
      >
        {label != null && label !== '' ? (
          <InputLabel htmlFor={id} id={inputLabelId} {...inputLabel}>
            {label}
          </InputLabel>
        ) : null}
        <OutlinedInput
          aria-describedby={helperTextId}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          defaultValue={defaultValue}
          fullWidth={fullWidth}
          multiline={multiline}
          name={name}
          rows={rows}
          maxRows={maxRows}
          minRows={minRows}
          type={type}
          value={value}
          id={id}
          inputRef={inputRef}
          onBlur={onBlur}
          onChange={onChange}
          onFocus={onFocus}
          placeholder={placeholder}
          inputProps={htmlInput}
          label={label}
          {...(inputLabel?.shrink !== undefined ? { notched: inputLabel.shrink } : {})}
          {...input}
        />
        {helperText ? (
          <FormHelperText id={helperTextId} {...formHelperText}>
            {helperText}
          </FormHelperText>
        ) : null}
      </FormControl>
    );
  },
);
