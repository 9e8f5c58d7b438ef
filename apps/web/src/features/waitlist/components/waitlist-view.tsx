import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { displayPhone, formatDateTime, formatTime, type WaitlistEntryWire } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListTable, type ListColumn } from '@/components/list-table';
import { RowAction } from '@/components/row-action';
import { SalonScreen } from '@/components/salon-screen';
import { UrlTabs, useUrlTab } from '@/components/url-tabs';
import { errorText } from '@/lib/api-errors';
import { useSalonTimeZone } from '@/lib/session/use-salon-time-zone';
import { useWaitlist } from '../api/list-waitlist';
import { useRemoveWaitlistEntry } from '../api/mutate-waitlist';
import type { WaitlistFilter } from '../api/waitlist-keys';
import { OfferStatusChip, WaitlistStatusChip } from './waitlist-chips';
import { WaitlistDialog, type ClientPickerRender } from './waitlist-dialog';
import { daysText, timesText } from './waitlist-format';

const FILTERS = ['waiting', 'all'] as const satisfies readonly WaitlistFilter[];
const COLUMNS = ['position', 'client', 'service', 'when', 'note', 'status', 'offer', 'actions'] as const;

/** The latest offer of an entry: its state, the time offered and until when it holds. */
function OfferCell({ offer, timeZone }: { offer: WaitlistEntryWire['offer']; timeZone: string }) {
  const { t, i18n } = useTranslation();
  if (!offer) return <>{t('waitlist.offer.none')}</>;
  return (
    <>
      <OfferStatusChip status={offer.status} />
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {t('waitlist.offer.time', {
          time: formatDateTime(offer.start, i18n.language, timeZone),
          employee: offer.employee.name,
        })}
      </Typography>
      {offer.status === 'open' ? (
        <Typography variant="body2" color="text.secondary">
          {t('waitlist.offer.expires', { time: formatTime(offer.expires_at, i18n.language, timeZone) })}
        </Typography>
      ) : null}
    </>
  );
}

function WaitlistRow(props: { entry: WaitlistEntryWire; timeZone: string; onRemove: () => void }) {
  const { entry, timeZone, onRemove } = props;
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const contact = [entry.client.phone ? displayPhone(entry.client.phone) : '', entry.client.email]
    .filter(Boolean)
    .join(' · ');
  return (
    <TableRow>
      <TableCell>{entry.position ?? '—'}</TableCell>
      <TableCell component="th" scope="row">
        {entry.client.name}
        {contact ? (
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 400 }}>
            {contact}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell>
        {entry.service.name}
        <Typography variant="body2" color="text.secondary">
          {t('waitlist.with', { name: entry.employee?.name ?? t('waitlist.anyone') })}
        </Typography>
      </TableCell>
      <TableCell>
        {daysText(entry, lang)}
        <Typography variant="body2" color="text.secondary">
          {timesText(entry, lang) ?? t('waitlist.anyTime')}
        </Typography>
      </TableCell>
      <TableCell sx={{ minWidth: 120, maxWidth: 240, overflowWrap: 'break-word' }}>
        {entry.note || '—'}
      </TableCell>
      <TableCell>
        <WaitlistStatusChip status={entry.status} />
        {entry.source === 'online' ? (
          <Typography variant="body2" color="text.secondary">
            {t('waitlist.source.online')}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell>
        <OfferCell offer={entry.offer} timeZone={timeZone} />
      </TableCell>
      <TableCell align="right">
        {entry.status === 'waiting' ? (
          <RowAction
            label={t('waitlist.remove.label', { name: entry.client.name })}
            icon={<DeleteOutlined aria-hidden="true" />}
            onClick={onRemove}
          />
        ) : null}
      </TableCell>
    </TableRow>
  );
}

function WaitlistList(props: { salonId: string; filter: WaitlistFilter }) {
  const { salonId, filter } = props;
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const timeZone = useSalonTimeZone();
  const list = useWaitlist(salonId, filter);
  const remove = useRemoveWaitlistEntry();
  const [removing, setRemoving] = useState<WaitlistEntryWire | null>(null);
  const entries = list.data ?? [];
  const columns: ListColumn[] = COLUMNS.map((key) => ({
    key,
    label: t(`waitlist.columns.${key}`),
    ...(key === 'actions' ? { align: 'right' as const } : {}),
  }));

  const onRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing._id);
      enqueueSnackbar(t('waitlist.remove.done', { name: removing.client.name }), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorText(t, error), { variant: 'error' });
    }
    setRemoving(null);
  };

  return (
    <>
      <ListTable
        label={t('waitlist.listLabel')}
        columns={columns}
        query={list}
        rowCount={entries.length}
        emptyText={t(filter === 'waiting' ? 'waitlist.empty.waiting' : 'waitlist.empty.all')}
      >
        {entries.map((entry) => (
          <WaitlistRow
            key={entry._id}
            entry={entry}
            timeZone={timeZone}
            onRemove={() => setRemoving(entry)}
          />
        ))}
      </ListTable>
      <ConfirmDialog
        open={removing !== null}
        title={t('waitlist.remove.title')}
        message={t('waitlist.remove.message', {
          name: removing?.client.name ?? '',
          service: removing?.service.name ?? '',
        })}
        confirmLabel={t('waitlist.remove.action')}
        destructive
        busy={remove.isPending}
        onConfirm={() => void onRemove()}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}

/**
 * The salon's waitlist: who waits for which service, on which days and times, in the order offers
 * go out; staff add a client who asks for a time that is not free, and take one off.
 */
export function WaitlistView({ renderClientPicker }: { renderClientPicker: ClientPickerRender }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useUrlTab(FILTERS, 'waiting');
  const [adding, setAdding] = useState(false);
  return (
    <SalonScreen
      title={t('waitlist.title')}
      subtitle={t('waitlist.subtitle')}
      actions={
        <Button variant="contained" startIcon={<Add aria-hidden="true" />} onClick={() => setAdding(true)}>
          {t('waitlist.add')}
        </Button>
      }
    >
      {(salonId) => (
        <>
          <UrlTabs
            tabs={FILTERS}
            value={filter}
            onChange={setFilter}
            label={t('waitlist.filter.label')}
            tabLabel={(tab) => t(`waitlist.filter.${tab}`)}
            heading={t(`waitlist.headings.${filter}`)}
          >
            <WaitlistList salonId={salonId} filter={filter} />
          </UrlTabs>
          {adding ? (
            <WaitlistDialog
              salonId={salonId}
              renderClientPicker={renderClientPicker}
              onClose={() => setAdding(false)}
            />
          ) : null}
        </>
      )}
    </SalonScreen>
  );
}
