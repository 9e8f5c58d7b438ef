import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, VENEZUELA_TIME_ZONE } from '@salon/core';
import { ListTable } from '@/components/list-table';
import { SearchField } from '@/components/search-field';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePaging } from '@/lib/use-paging';
import { useAdminCompanies } from '../api/list-admin-companies';
import { SubscriptionStateChip } from '@/components/subscription-state-chip';

const secondary = { display: 'block', color: 'text.secondary' } as const;

/** Every company with its plan, subscription state and whether a payment waits for a decision. */
export function CompaniesPanel() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const paging = usePaging(q);
  const companies = useAdminCompanies(q, paging.page, paging.limit);
  const rows = companies.data?.data ?? [];
  const column = (key: string) => t(`admin.companies.columns.${key}`);

  return (
    <>
      <SearchField
        label={t('admin.companies.search')}
        helperText={t('admin.companies.searchHint')}
        value={search}
        onChange={setSearch}
      />
      <ListTable
        label={t('admin.companies.tableLabel')}
        columns={['company', 'owner', 'plan', 'state', 'periodEnd', 'salons', 'pending'].map((key) => ({
          key,
          label: column(key),
          align: key === 'salons' ? 'right' : 'left',
        }))}
        query={companies}
        rowCount={rows.length}
        emptyText={t('admin.companies.empty')}
        paging={{ total: companies.data?.meta.total ?? 0, ...paging }}
      >
        {rows.map((company) => (
          <TableRow key={company._id}>
            <TableCell component="th" scope="row">
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {company.name}
              </Typography>
              <Typography variant="caption" sx={secondary}>
                {company.rif}
              </Typography>
              {company.status === 'inactive' ? (
                <Typography variant="caption" sx={{ ...secondary, color: 'error.main' }}>
                  {t('admin.companies.inactive')}
                </Typography>
              ) : null}
            </TableCell>
            <TableCell>
              {company.owner_name}
              <Typography variant="caption" sx={{ ...secondary, overflowWrap: 'anywhere' }}>
                {company.owner_email}
              </Typography>
            </TableCell>
            <TableCell>
              {company.plan ? t(`billing.plans.${company.plan}`) : t('admin.companies.noSubscription')}
              {company.period ? (
                <Typography variant="caption" sx={secondary}>
                  {t(`billing.periods.${company.period}`)}
                </Typography>
              ) : null}
            </TableCell>
            <TableCell>{company.state ? <SubscriptionStateChip state={company.state} /> : '—'}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {company.period_end ? formatDate(company.period_end, i18n.language, VENEZUELA_TIME_ZONE) : '—'}
            </TableCell>
            <TableCell align="right">{company.salons}</TableCell>
            <TableCell>
              {company.pending_payment ? (
                <Chip size="small" color="warning" label={t('admin.companies.yes')} />
              ) : (
                t('admin.companies.no')
              )}
            </TableCell>
          </TableRow>
        ))}
      </ListTable>
    </>
  );
}
