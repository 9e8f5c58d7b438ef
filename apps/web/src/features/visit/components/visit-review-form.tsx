import { zodResolver } from '@hookform/resolvers/zod';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REVIEW_RULES, REVIEW_STARS, reviewBodySchema } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form-text-field';
import { applyServerFieldErrors, errorText, fieldErrorText } from '@/lib/api-errors';
import { useReviewVisit } from '../api/review-visit';

/** 1 to 5 stars (a radio group), a comment and "publish anonymously": one review of a done visit. */
export function VisitReviewForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const send = useReviewVisit(token);
  const titleId = useId();
  const legendId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(reviewBodySchema),
    defaultValues: { stars: 0, comment: '', anonymous: false },
  });

  const onSubmit = form.handleSubmit(async (review) => {
    setFailure(null);
    try {
      await send.mutateAsync(review);
      enqueueSnackbar(t('visit.review.done'), { variant: 'success' });
    } catch (error) {
      const unplaced = applyServerFieldErrors(error, form.setError, ['stars', 'comment', 'anonymous']);
      if (unplaced) setFailure(errorText(t, unplaced));
    }
  });

  const starsError = form.formState.errors.stars?.message;
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2">
        {t('visit.review.title')}
      </Typography>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <FormControl component="fieldset" error={Boolean(starsError)}>
        <FormLabel component="legend" id={legendId}>
          {t('visit.review.stars')}
        </FormLabel>
        <Controller
          control={form.control}
          name="stars"
          render={({ field }) => (
            <RadioGroup
              row
              name="stars"
              aria-labelledby={legendId}
              value={field.value ? String(field.value) : ''}
              onChange={(event) => field.onChange(Number(event.target.value))}
            >
              {REVIEW_STARS.map((stars) => (
                // One radio per score; the stars up to the chosen one are filled, like a rating.
                <Radio
                  key={stars}
                  value={String(stars)}
                  icon={Number(field.value) >= stars ? <StarIcon /> : <StarBorderIcon />}
                  checkedIcon={<StarIcon />}
                  sx={{ color: 'warning.main', '&.Mui-checked': { color: 'warning.main' } }}
                  slotProps={{ input: { 'aria-label': t('visit.review.star', { count: stars }) } }}
                />
              ))}
            </RadioGroup>
          )}
        />
        {starsError ? <FormHelperText>{fieldErrorText(t, starsError)}</FormHelperText> : null}
      </FormControl>
      <FormTextField
        form={form}
        name="comment"
        label={t('visit.review.comment')}
        required
        fullWidth
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: REVIEW_RULES.maxComment } }}
      />
      <Controller
        control={form.control}
        name="anonymous"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
              />
            }
            label={t('visit.review.anonymous')}
          />
        )}
      />
      <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
        {t('visit.review.submit')}
      </Button>
    </Stack>
  );
}
