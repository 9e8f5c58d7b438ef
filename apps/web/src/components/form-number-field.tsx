import { formatDecimal, formatNumberInput, parseLocaleNumber, readInOtherLanguage } from '@salon/core';
import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { NumberFormatBase } from 'react-number-format';
import { useController, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@/lib/api-errors';
import type { FormFieldBinding } from './form-text-field';
import { OutlinedTextField, type OutlinedTextFieldProps } from './outlined-text-field';

type InputEvents = Pick<InputHTMLAttributes<HTMLInputElement>, 'inputMode' | 'onKeyDown' | 'onMouseUp'>;

/**
 * The outlined field react-number-format drives. It hands the input mode and its caret handlers to the
 * <input> itself: on the MUI FormControl they would miss the phone's keypad.
 */
const NumberInput = forwardRef<HTMLDivElement, OutlinedTextFieldProps & InputEvents>(function NumberInput(
  { inputMode, onKeyDown, onMouseUp, slotProps, ...rest },
  ref,
) {
  return (
    <OutlinedTextField
      ref={ref}
      {...rest}
      slotProps={{ ...slotProps, htmlInput: { ...slotProps?.htmlInput, inputMode, onKeyDown, onMouseUp } }}
    />
  );
});

// Free text while typing: the number is read by core's rule (parseLocaleNumber), not keystroke by keystroke.
const keepText = (text: string) => text;
const everyCaretPosition = (text: string) => Array.from({ length: text.length + 1 }, () => true);
const anyCharacter = () => true;

/** A number written for the field: grouped with fixed decimals ("1.856,40") when that is exact. */
const numberText = (value: number, lang: string, decimals: number) => {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale === value
    ? formatDecimal(value, lang, decimals)
    : formatNumberInput(value, lang);
};

/** The text a form value shows: numbers in the language; a string a model holds ("25.5") is a JS number. */
const valueText = (value: unknown, lang: string, decimals: number): string => {
  if (typeof value === 'number') return Number.isFinite(value) ? numberText(value, lang, decimals) : '';
  if (typeof value !== 'string' || value.trim() === '') return '';
  const number = Number(value);
  // String(NaN) is what a caller keeping strings holds for a wrong entry: nothing to show back.
  if (value === 'NaN') return '';
  return Number.isFinite(number) ? numberText(number, lang, decimals) : value;
};

/** What the form receives for a text: a number, '' for nothing, NaN for what is not a number (refused). */
const textValue = (text: string, lang: string): number | '' => {
  if (text.trim() === '') return '';
  return parseLocaleNumber(text, lang) ?? Number.NaN;
};

type NumberFieldOwnProps = {
  /** Decimals written when the field is left: 2 for money (the default), 0 for whole numbers. */
  decimals?: number;
  /** The number an error message shows as the form to type ("Ejemplo: 25,50"). */
  example?: number;
};

export type NumberFieldProps = Omit<
  OutlinedTextFieldProps,
  'error' | 'value' | 'defaultValue' | 'onChange' | 'type'
> &
  NumberFieldOwnProps & {
    /** A number, '' for none, or a string a model holds ("25.5", read as a JS number). */
    value: unknown;
    /** A number, '' for nothing typed, NaN for text that is not a number (for the schema to refuse). */
    onValueChange: (value: number | '') => void;
    /** The translated error, shown with the expected form after it. */
    error?: string;
  };

/**
 * A money or number field as people type it in their language (docs/decisions.md "Numbers as people type
 * them"): es-ve takes "25,50", "25.50" and "1.856,40", en-ve "25.50" and "1,856.40". It gives numbers, so
 * the wire stays numbers; leaving the field writes the number back in the language ("1.856,40"). Text that
 * is not a number is given as NaN, so the shared schema refuses it and nothing is saved, and every error
 * under the field names the expected form ("Ejemplo: 25,50").
 */
export function NumberField(props: NumberFieldProps) {
  const { value, onValueChange, error, decimals = 2, example, helperText, onBlur, ...rest } = props;
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [text, setText] = useState(() => valueText(value, lang, decimals));
  // The value (and language) the text was last written for: a value set from outside (a reset, a price
  // filled from the chosen service) is shown, the value typed here is not rewritten while typing. Compared
  // as text, so a caller that keeps strings (String(NaN), String(25.5)) reads as the same value.
  const [shown, setShown] = useState({ value: String(value), lang });
  if (shown.value !== String(value) || shown.lang !== lang) {
    setShown({ value: String(value), lang });
    setText(valueText(value, lang, decimals));
  }

  const exampleText = numberText(example ?? (decimals === 0 ? 30 : 25.5), lang, decimals);
  // "1,856.40" typed in Spanish is a number written the other language's way: refused, never guessed, with
  // the value it would be written as here ("1.856,40") so the person sees which one they meant.
  const otherReading = error ? readInOtherLanguage(text, lang) : null;
  const message = !error
    ? helperText
    : otherReading !== null
      ? t('numberField.otherForm', {
          message: error.replace(/\.$/, ''),
          value: numberText(otherReading, lang, decimals),
        })
      : t('numberField.withExample', { message: error.replace(/\.$/, ''), example: exampleText });

  return (
    <NumberFormatBase<OutlinedTextFieldProps & InputEvents>
      autoComplete="off"
      {...rest}
      customInput={NumberInput}
      format={keepText}
      removeFormatting={keepText}
      getCaretBoundary={everyCaretPosition}
      isValidInputCharacter={anyCharacter}
      inputMode={decimals === 0 ? 'numeric' : 'decimal'}
      value={text}
      error={Boolean(error)}
      helperText={message}
      onChange={(event) => {
        const typed = event.target.value;
        const next = textValue(typed, lang);
        setText(typed);
        setShown({ value: String(next), lang });
        onValueChange(next);
      }}
      onBlur={(event) => {
        const next = textValue(text, lang);
        if (typeof next === 'number' && Number.isFinite(next)) setText(numberText(next, lang, decimals));
        onBlur?.(event);
      }}
    />
  );
}

export type FormNumberFieldProps<T extends FieldValues> = FormFieldBinding<T> &
  Omit<NumberFieldProps, 'name' | 'value' | 'onValueChange' | 'error' | 'inputRef'>;

/** `NumberField` wired to react-hook-form: the form receives numbers, errors show with the expected form. */
export function FormNumberField<T extends FieldValues>(props: FormNumberFieldProps<T>) {
  const { form, name, onBlur, ...rest } = props;
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <NumberField
      {...rest}
      name={field.name}
      inputRef={field.ref}
      value={field.value}
      onValueChange={field.onChange}
      error={fieldErrorText(t, fieldState.error?.message)}
      // Judged on saving like every other field, not as the field is left: a message appearing or going
      // on blur moves the Save button under the pointer between press and release, and the click is lost.
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
    />
  );
}
