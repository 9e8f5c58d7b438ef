import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFormState, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNumberField } from '@/components/form-number-field';
import { SERVICE_TIMING_FIELDS, type ServiceFormValues } from './service-form-model';

const PANEL_ID = 'service-timing-panel';

/** The number a processing error under the field shows as the form to type ("Example: 30"). */
const EXAMPLES: Record<(typeof SERVICE_TIMING_FIELDS)[number], number> = {
  buffer_before: 10,
  buffer_after: 15,
  processing_start: 20,
  processing_minutes: 30,
};

/**
 * Preparation, clean-up and processing time of a service. Most services have none, so the section
 * starts folded (a phone's form stays short) unless the service already has some minutes; it opens by itself
 * when one of its fields has an error, which would otherwise stay out of sight.
 */
export function ServiceTimingFields({ form }: { form: UseFormReturn<ServiceFormValues> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() =>
    SERVICE_TIMING_FIELDS.some((name) => Number(form.getValues(name) || 0) > 0),
  );
  const { errors } = useFormState({ control: form.control, name: [...SERVICE_TIMING_FIELDS] });
  const expanded = open || SERVICE_TIMING_FIELDS.some((name) => errors[name]);

  return (
    <Box component="section" aria-labelledby="service-timing-title" sx={{ mt: 3 }}>
      <Typography component="h2" variant="subtitle1" id="service-timing-title" sx={{ m: 0 }}>
        <Button
          color="inherit"
          aria-expanded={expanded}
          aria-controls={PANEL_ID}
          onClick={() => setOpen(!expanded)}
          endIcon={
            <ExpandMore
              aria-hidden="true"
              sx={{ transition: 'transform 150ms', transform: expanded ? 'rotate(180deg)' : 'none' }}
            />
          }
          sx={{ font: 'inherit', fontWeight: 600, textAlign: 'start', px: 1, ml: -1 }}
        >
          {t('service.form.timing.title')}
        </Button>
      </Typography>
      <Collapse in={expanded} id={PANEL_ID}>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          {t('service.form.timing.intro')}
        </Typography>
        <Grid container spacing={2.5}>
          {SERVICE_TIMING_FIELDS.map((name) => (
            <Grid key={name} size={{ xs: 12, sm: 6 }}>
              <FormNumberField
                form={form}
                name={name}
                label={t(`service.form.timing.${name}`)}
                helperText={t(`service.form.timing.${name}Help`)}
                fullWidth
                decimals={0}
                example={EXAMPLES[name]}
              />
            </Grid>
          ))}
        </Grid>
      </Collapse>
    </Box>
  );
}
