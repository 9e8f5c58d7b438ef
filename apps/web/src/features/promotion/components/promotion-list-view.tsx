import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { PromotionWire } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListTable } from '@/components/list-table';
import { SalonScreen } from '@/components/salon-screen';
import { SearchField } from '@/components/search-field';
import { UrlTabs, useUrlTab } from '@/components/url-tabs';
import { errorText } from '@/lib/api-errors';
import { useCan } from '@/lib/session/use-role';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useLangPath } from '@/lib/use-lang-path';
import { usePaging } from '@/lib/use-paging';
import { useDeletePromotion } from '../api/delete-promotion';
import { PROMOTION_FILTERS, usePromotions } from '../api/list-promotions';
import { PromotionRow } from './promotion-row';
import { PromotionsPlanNotice, usePromotionsAllowed } from './promotions-plan-notice';

const COLUMNS = ['title', 'dates', 'services', 'saving', 'status', 'actions'] as const;

function PromotionTable({ salonId, allowed }: { salonId: string; allowed: boolean | null }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const canManage = useCan('promotion.manage');
  const [status, setStatus] = useUrlTab(PROMOTION_FILTERS, 'all');
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim());
  const paging = usePaging(`${status}|${q}`);
  const query = usePromotions({ salon_id: salonId, status, q, page: paging.page + 1, limit: paging.limit });
  const remove = useDeletePromotion();
  const [deleting, setDeleting] = useState<PromotionWire | null>(null);
  const rows = query.data?.data ?? [];
  const columns = COLUMNS.filter((key) => key !== 'actions' || canManage);

  const confirmDelete = async (promotion: PromotionWire) => {
    try {
      await remove.mutateAsync(promotion._id);
      enqueueSnackbar(t('promotion.list.deleted', { title: promotion.title }), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorText(t, error), { variant: 'error' });
    } finally {
      setDeleting(null);
    }
  };

  return (
    <>
      {allowed === false ? <PromotionsPlanNotice /> : null}
      <UrlTabs
        tabs={PROMOTION_FILTERS}
        value={status}
        onChange={setStatus}
        label={t('promotion.list.filterLabel')}
        tabLabel={(name) => t(`promotion.list.filters.${name}`)}
        heading={t(`promotion.list.headings.${status}`)}
      >
        <SearchField label={t('promotion.list.search')} value={text} onChange={setText} />
        <ListTable
          label={t('promotion.list.tableLabel')}
          columns={columns.map((key) => ({
            key,
            label: t(`promotion.list.columns.${key}`),
            align: key === 'actions' ? 'right' : 'left',
          }))}
          query={query}
          loadingLabel={t('promotion.common.loading')}
          rowCount={rows.length}
          emptyText={t(q || status !== 'all' ? 'promotion.list.emptyFiltered' : 'promotion.list.empty')}
          paging={{ ...paging, total: query.data?.meta.total ?? 0 }}
        >
          {rows.map((promotion) => (
            <PromotionRow
              key={promotion._id}
              promotion={promotion}
              // A plan without promotions may still remove old ones, not change them (the server agrees).
              canEdit={canManage && allowed !== false}
              canDelete={canManage}
              onDelete={() => setDeleting(promotion)}
            />
          ))}
        </ListTable>
      </UrlTabs>
      <ConfirmDialog
        open={deleting !== null}
        title={t('promotion.list.confirmDeleteTitle', { title: deleting?.title ?? '' })}
        message={t('promotion.list.confirmDeleteMessage')}
        confirmLabel={t('promotion.list.confirmDelete')}
        destructive
        busy={remove.isPending}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

/** The current salon's promotions: All / Active / Scheduled / Ended (in `?tab=`), a title search, paging. */
export function PromotionListView() {
  const { t } = useTranslation();
  const to = useLangPath();
  const canManage = useCan('promotion.manage');
  const allowed = usePromotionsAllowed();
  return (
    <SalonScreen
      title={t('promotion.list.title')}
      actions={
        canManage && allowed ? (
          <Button
            component={RouterLink}
            to={to('/dashboard/promotion/new')}
            variant="contained"
            startIcon={<Add aria-hidden="true" />}
          >
            {t('promotion.list.new')}
          </Button>
        ) : null
      }
    >
      {(salonId) => <PromotionTable key={salonId} salonId={salonId} allowed={allowed} />}
    </SalonScreen>
  );
}
