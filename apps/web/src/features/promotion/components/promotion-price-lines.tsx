import InputAdornment from '@mui/material/InputAdornment';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@salon/core';
import { FormNumberField } from '@/components/form-number-field';
import {
  linePriceCents,
  type PromotableService,
  type PromotionFormLine,
  type PromotionFormValues,
} from './promotion-form-model';

interface PromotionPriceLinesProps {
  form: UseFormReturn<PromotionFormValues>;
  /** The chosen services as the form holds them now (watched, so prices follow every key press). */
  values: Pick<PromotionFormValues, 'mode' | 'discount' | 'is_dollars'> & { services: PromotionFormLine[] };
  /** Stable keys of the lines (react-hook-form's field array ids), in the same order. */
  keys: string[];
  services: ReadonlyMap<string, PromotableService>;
}

const COLUMNS = ['service', 'original', 'price', 'saving'] as const;

/**
 * One row per chosen service: its original price, its price during the promotion (typed in per-service
 * mode, worked out from the discount otherwise) and the saving, all updated as the user types.
 */
export function PromotionPriceLines({ form, values, keys, services }: PromotionPriceLinesProps) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatCents(cents, i18n.language);
  const perService = values.mode === 'per_service';
  if (values.services.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>{t('promotion.form.pricesEmpty')}</Typography>;
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={t('promotion.form.pricesTable')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell
                key={column}
                align={column === 'service' ? 'left' : 'right'}
                sx={{ fontWeight: 700 }}
              >
                {t(`promotion.form.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {values.services.map((line, index) => {
            const service = services.get(line.service);
            const name = service?.name ?? '';
            const original = service?.originalCents ?? null;
            const price = original === null ? null : linePriceCents(values, line, original);
            const saving = original !== null && price !== null ? original - price : null;
            return (
              <TableRow key={keys[index] ?? line.service}>
                <TableCell component="th" scope="row">
                  {service?.inactive ? t('promotion.list.inactiveService', { name }) : name}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {original === null ? t('promotion.form.noPrice') : money(original)}
                </TableCell>
                <TableCell align="right" sx={{ minWidth: perService ? 170 : undefined }}>
                  {perService ? (
                    <FormNumberField
                      form={form}
                      name={`services.${index}.price`}
                      size="small"
                      required
                      slotProps={{
                        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                        htmlInput: { 'aria-label': t('promotion.form.linePrice', { name }) },
                      }}
                    />
                  ) : (
                    <Typography component="output" sx={{ fontWeight: 600 }}>
                      {price === null ? t('promotion.form.noPrice') : money(price)}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {saving !== null && saving > 0
                    ? t('promotion.list.savingAmount', { amount: money(saving) })
                    : t('promotion.form.noPrice')}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
