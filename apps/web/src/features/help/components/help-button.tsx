import HelpOutlined from '@mui/icons-material/HelpOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLangPath } from '@/lib/use-lang-path';
import { helpTopicForScreen } from '../help-topics';

/** The top bar's "?": the manual's page for the screen on view (the index when none explains it). */
export function HelpButton() {
  const { t } = useTranslation();
  const location = useLocation();
  const to = useLangPath();
  const topic = helpTopicForScreen(`${location.pathname}${location.search}`);
  return (
    <Tooltip title={t('help.open')}>
      <IconButton
        component={Link}
        to={to(topic ? `/dashboard/help/${topic}` : '/dashboard/help')}
        aria-label={t('help.open')}
      >
        <HelpOutlined aria-hidden="true" />
      </IconButton>
    </Tooltip>
  );
}
