import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '@/components/form-text-field';
import { applyServerFieldErrors, errorText } from '@/lib/api-errors';

type Values = Record<string, string>;

interface TextFieldDialogFormProps {
  /** The surrounding Dialog's `aria-labelledby`. */
  titleId: string;
  title: string;
  /** What the dialog explains above the field. */
  intro: ReactNode;
  /** The shared zod schema of the one text field (`name`). */
  schema: z.ZodType<Values, Values>;
  name: string;
  label: string;
  maxLength: number;
  minRows: number;
  submitLabel: string;
  /** The text the field starts with (an existing reply being edited); empty by default. */
  defaultValue?: string;
  /** A destructive action (reject, hide) gets the error colour. */
  danger?: boolean;
  /** Sends the value; a failure it throws lands on the field (server field errors) or above it. */
  onSubmit: (value: string) => Promise<void>;
  onClose: () => void;
}

/**
 * The body of a dialog that asks for one text (a reply, a reason), validated by the shared schema on both
 * sides; closes once `onSubmit` succeeds. Render it inside a MUI Dialog, keyed by what it acts on.
 */
export function TextFieldDialogForm(props: TextFieldDialogFormProps) {
  const { name, onClose } = props;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(props.schema),
    defaultValues: { [name]: props.defaultValue ?? '' },
  });
  const { t } = useTranslation();

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await props.onSubmit(values[name] ?? '');
      onClose();
    } catch (error) {
      const unplaced = applyServerFieldErrors(error, form.setError, [name]);
      if (unplaced) setFailure(errorText(t, unplaced));
    }
  });

  const busy = form.formState.isSubmitting;
  return (
    <form noValidate onSubmit={onSubmit}>
      <DialogTitle id={props.titleId}>{props.title}</DialogTitle>
      <DialogContent>
        {props.intro}
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        ) : null}
        <FormTextField
          form={form}
          name={name}
          label={props.label}
          required
          fullWidth
          multiline
          minRows={props.minRows}
          autoFocus
          slotProps={{ htmlInput: { maxLength: props.maxLength } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" color={props.danger ? 'error' : 'primary'} loading={busy}>
          {props.submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}
