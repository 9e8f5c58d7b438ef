import LocalPrintshopOutlined from '@mui/icons-material/LocalPrintshopOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { cashCloseQuerySchema, formatLongLocalDay, type CashCloseWire } from '@salon/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { salonName } from '@/lib/session/session-types';
import { SalonScreen } from '@/components/salon-screen';
import { errorText } from '@/lib/api-errors';
import { useSession } from '@/lib/session/session-context';
import { useSalonTimeZone } from '@/lib/session/use-salon-time-zone';
import { todayIn } from '@/lib/zoned-time';
import { useCashClose } from '../api/get-cash-close';
import { lineFigures, countFormValues, totalDifferenceUsd } from './cash-close-model';
import { CashClosedPanel } from './cash-closed-panel';
import { CashCountForm } from './cash-count-form';
import { CashDaySummary } from './cash-day-summary';
import { CashLinesTable } from './cash-lines-table';
import { CashMovements } from './cash-movements';
import { CASH_SHEET_ID, CashPrintStyles, printCashClose } from './cash-print';

/**
 * The daily cash close of a salon (cierre de caja): pick the salon and the day (today by default, never a day
 * to come), count the till against what each payment method took, note the cash taken out, close the day,
 * and print it on A4 or on the till's 80 mm printer. The day is in the URL (`?date=`), so a reload or a link
 * keeps it.
 */
export function CashCloseView() {
  const { t } = useTranslation();
  return (
    <Box id={CASH_SHEET_ID}>
      <CashPrintStyles />
      <SalonScreen
        title={t('cashClose.title')}
        subtitle={t('cashClose.subtitle')}
        actions={
          <Box data-print="hide" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<LocalPrintshopOutlined aria-hidden="true" />}
              onClick={() => printCashClose('a4')}
            >
              {t('cashClose.print.a4')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<ReceiptLongOutlined aria-hidden="true" />}
              onClick={() => printCashClose('receipt')}
            >
              {t('cashClose.print.receipt')}
            </Button>
          </Box>
        }
      >
        {(salonId) => <CashCloseDay salonId={salonId} />}
      </SalonScreen>
    </Box>
  );
}

function CashCloseDay({ salonId }: { salonId: string }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const timeZone = useSalonTimeZone();
  const today = todayIn(timeZone);
  const [params, setParams] = useSearchParams();
  const date = params.get('date') ?? today;
  const valid = cashCloseQuerySchema.safeParse({ salon_id: salonId, date }).success;
  const future = valid && date > today;
  const day = useCashClose(salonId, date, valid && !future);
  const salon = session.salons.find((one) => one._id === salonId);

  const setDate = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === today || next === '') updated.delete('date');
        else updated.set('date', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box data-print="hide" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {session.salons.length > 1 ? (
          <TextField
            select
            size="small"
            label={t('cashClose.salon')}
            value={salonId}
            onChange={(event) => session.changeSalon(event.target.value)}
            sx={{ minWidth: 200 }}
          >
            {session.salons.map((one) => (
              <MenuItem key={one._id} value={one._id}>
                {salonName(one)}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <TextField
          type="date"
          size="small"
          label={t('cashClose.date')}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          error={!valid || future}
          helperText={!valid || future ? t('cashClose.futureDay') : undefined}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
        />
      </Box>
      {valid ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            {[salon ? salonName(salon) : '', formatLongLocalDay(date, i18n.language)]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          {day.data ? (
            <Chip
              size="small"
              color={day.data.status === 'closed' ? 'default' : 'primary'}
              variant="outlined"
              label={t(`cashClose.status.${day.data.status}`)}
            />
          ) : null}
        </Box>
      ) : null}
      {!valid || future ? null : day.isPending ? (
        <Box
          role="status"
          aria-label={t('cashClose.loading')}
          sx={{ display: 'flex', justifyContent: 'center', py: 4 }}
        >
          <CircularProgress />
        </Box>
      ) : day.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void day.refetch()}>
              {t('cashClose.retry')}
            </Button>
          }
        >
          {errorText(t, day.error)}
        </Alert>
      ) : (
        <CashDayBody day={day.data} salonId={salonId} />
      )}
    </Box>
  );
}

function CashDayBody({ day, salonId }: { day: CashCloseWire; salonId: string }) {
  const closed = day.status === 'closed';
  return (
    <>
      {closed ? (
        <ClosedDay day={day} salonId={salonId} />
      ) : (
        // A fresh form for each day and each time the day opens again: it starts from what the server holds.
        <CashCountForm
          key={`${day.salon_id}|${day.date}|${day.closed_at ?? ''}`}
          day={day}
          salonId={salonId}
        />
      )}
      <CashMovements day={day} salonId={salonId} readOnly={closed} />
    </>
  );
}

/** A closed day as it was closed: the counted amounts as text, no field to change. */
function ClosedDay({ day, salonId }: { day: CashCloseWire; salonId: string }) {
  const { t } = useTranslation();
  const values = countFormValues(day);
  const figures = day.lines.map((line) => lineFigures(line, values, day.rate?.rate ?? null));
  const total = totalDifferenceUsd(figures);
  return (
    <>
      <CashClosedPanel day={day} salonId={salonId} />
      <Box component="section" aria-labelledby="cash-lines-title">
        <Typography id="cash-lines-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('cashClose.lines.title')}
        </Typography>
        <CashLinesTable day={day} figures={figures} totalDifferenceUsd={total} />
      </Box>
      <CashDaySummary day={day} totalDifferenceUsd={total} />
    </>
  );
}
