import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { ReviewWire } from '@salon/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListPagination } from '@/components/list-pagination';
import { SalonScreen } from '@/components/salon-screen';
import { errorText } from '@/lib/api-errors';
import { useCan } from '@/lib/session/use-role';
import { usePaging } from '@/lib/use-paging';
import { useReviewFilterOptions } from '../api/list-review-filters';
import { useReviews } from '../api/list-reviews';
import { ReviewCard, type ReviewAction } from './review-card';
import { ReviewDialogs } from './review-dialogs';
import { ReviewFilters, type ReviewFilterValues } from './review-filters';
import { ReviewSummaryCard } from './review-summary';

const STARS = /^[1-5]$/;
const ID = /^[0-9a-f-]{36}$/i;

/** The filters live in the address (`?stars=&employee=&service=`), so a filtered list can be shared. */
function useFilterParams(): [ReviewFilterValues, (next: ReviewFilterValues) => void] {
  const [params, setParams] = useSearchParams();
  const read = (key: string, pattern: RegExp) => {
    const value = params.get(key) ?? '';
    return pattern.test(value) ? value : '';
  };
  const value = { stars: read('stars', STARS), employee: read('employee', ID), service: read('service', ID) };
  const set = (next: ReviewFilterValues) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, entry] of Object.entries(next)) {
          if (entry) updated.set(key, entry);
          else updated.delete(key);
        }
        return updated;
      },
      { replace: true },
    );
  return [value, set];
}

function ReviewsPanel({ salonId }: { salonId: string }) {
  const { t } = useTranslation();
  const canManage = useCan('review.manage');
  const [filters, setFilters] = useFilterParams();
  const paging = usePaging(`${filters.stars}|${filters.employee}|${filters.service}`, 10);
  const query = useReviews({
    salon_id: salonId,
    stars: filters.stars ? Number(filters.stars) : undefined,
    employee_id: filters.employee || undefined,
    service_id: filters.service || undefined,
    page: paging.page + 1,
    limit: paging.limit,
  });
  const options = useReviewFilterOptions(salonId);
  const [target, setTarget] = useState<{ action: ReviewAction; review: ReviewWire } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const listId = useId();
  const rows = query.data?.data ?? [];
  const filtered = Boolean(filters.stars || filters.employee || filters.service);

  const act = (action: ReviewAction, review: ReviewWire) => {
    setTarget({ action, review });
    setDialogOpen(true);
  };

  return (
    <>
      {query.data ? (
        <ReviewSummaryCard
          summary={query.data.summary}
          filtered={Boolean(filters.employee || filters.service)}
        />
      ) : null}
      <ReviewFilters
        value={filters}
        employees={options.data?.employees ?? []}
        services={options.data?.services ?? []}
        onChange={setFilters}
      />
      {query.isFetching ? <LinearProgress aria-label={t('review.loading')} /> : null}
      {query.isError ? (
        <Alert severity="error" sx={{ my: 2 }}>
          {errorText(t, query.error)}
        </Alert>
      ) : null}
      {!query.isPending && !query.isError && rows.length === 0 ? (
        <Typography sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
          {t(filtered ? 'review.list.emptyFiltered' : 'review.list.empty')}
        </Typography>
      ) : null}
      <Typography id={listId} variant="h2" sx={visuallyHidden}>
        {t('review.list.label')}
      </Typography>
      <Box
        component="ul"
        aria-labelledby={listId}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
      >
        {rows.map((review) => (
          <li key={review._id}>
            <ReviewCard review={review} canManage={canManage} onAction={act} />
          </li>
        ))}
      </Box>
      <ListPagination {...paging} total={query.data?.meta.total ?? 0} pageSizes={[10, 20, 50]} />
      {canManage ? (
        <ReviewDialogs target={target} open={dialogOpen} onClose={() => setDialogOpen(false)} />
      ) : null}
    </>
  );
}

/**
 * The current salon's reviews (docs/product.md "Screens and routes"): the average, count and distribution,
 * filters by stars, employee and service, and the list; owners and managers reply once and hide or show with
 * a reason.
 */
export function ReviewListView() {
  const { t } = useTranslation();
  return (
    <SalonScreen title={t('review.title')} subtitle={t('review.subtitle')}>
      {(salonId) => <ReviewsPanel key={salonId} salonId={salonId} />}
    </SalonScreen>
  );
}
