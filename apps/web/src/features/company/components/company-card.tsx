import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { CompanyWire } from '@salon/core';
import { displayPhone, formatDateTime, VENEZUELA_TIME_ZONE } from '@salon/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The created company, read-only (a company cannot be modified once created). */
export function CompanyCard({ company }: { company: CompanyWire }) {
  const { t, i18n } = useTranslation();
  const [lng, lat] = company.address.location.coordinates;
  return (
    <Box>
      <Alert severity="info" sx={{ mb: 3 }}>
        {t('errors.COMPANY_READ_ONLY')}
      </Alert>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2.5, mb: 3, flexWrap: 'wrap' }}>
        <Avatar
          variant="rounded"
          src={company.logo ?? undefined}
          alt={t('company.card.logoAlt', { name: company.name })}
          sx={{ width: 80, height: 80, bgcolor: 'primary.main', color: 'primary.contrastText' }}
        >
          <BusinessOutlined fontSize="large" aria-hidden="true" />
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h3" component="p" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
            {company.name}
          </Typography>
          <Chip
            size="small"
            sx={{ mt: 0.5 }}
            color={company.status === 'active' ? 'success' : 'default'}
            label={t(`company.status.${company.status}`)}
          />
        </Box>
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: { xs: 0.5, sm: 1.5 },
        }}
      >
        <Row label={t('company.fields.rif')}>{company.rif}</Row>
        <Row label={t('fields.phone')}>{displayPhone(company.phone)}</Row>
        <Row label={t('fields.email')}>{company.email}</Row>
        <Row label={t('company.fields.address')}>{company.address.address}</Row>
        <Row label={t('company.fields.location')}>
          {t('company.card.coordinates', { latitude: lat, longitude: lng })}
        </Row>
        <Row label={t('company.card.createdAt')}>
          {formatDateTime(company.created_at, i18n.language, VENEZUELA_TIME_ZONE)}
        </Row>
      </Box>
    </Box>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', mt: { xs: 1, sm: 0 } }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}
