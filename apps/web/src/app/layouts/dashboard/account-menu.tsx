import HelpOutlined from '@mui/icons-material/HelpOutlined';
import Logout from '@mui/icons-material/Logout';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '@/lib/session/session-context';
import { useCan } from '@/lib/session/use-role';
import { useLangPath } from '@/lib/use-lang-path';

/**
 * The signed-in user's menu: who is signed in, Account, an employee's own calendar feed, the owner's plans and
 * diagnostics, Help and Logout.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const to = useLangPath();
  const { enqueueSnackbar } = useSnackbar();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  // Billing is the owner's (docs/product.md "Roles and permissions"); nobody else sees the way to the plans.
  const owner = useCan('billing.manage') && session.account_type === 'business';
  // An employee login's own appointments can be subscribed to (the account's Calendar tab).
  const ownCalendar = session.account_type === 'employee' && !!session.salonId;
  const user = session.user;
  const fullName = user ? `${user.name} ${user.surname}`.trim() : '';

  const logout = async () => {
    setAnchor(null);
    // The auth guard takes the signed-out user to login.
    const ok = await session.logout();
    if (!ok) enqueueSnackbar(t('errors.LOGOUT'), { variant: 'error' });
  };

  return (
    <>
      <IconButton
        aria-label={t('accountMenu.open')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5, flexShrink: 0 }}
      >
        <Avatar
          src={user?.avatar ?? undefined}
          alt=""
          sx={{ width: 36, height: 36, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 16 }}
        >
          {fullName.slice(0, 1).toUpperCase()}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {fullName}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
            {user?.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void navigate(to('/dashboard/account'));
          }}
        >
          <ListItemIcon>
            <ManageAccountsOutlined fontSize="small" aria-hidden="true" />
          </ListItemIcon>
          {t('accountMenu.account')}
        </MenuItem>
        {ownCalendar ? (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              void navigate(to('/dashboard/account?tab=calendar'));
            }}
          >
            <ListItemIcon>
              <EventAvailableOutlined fontSize="small" aria-hidden="true" />
            </ListItemIcon>
            {t('accountMenu.calendarFeed')}
          </MenuItem>
        ) : null}
        {owner ? (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              void navigate(to('/dashboard/subscription'));
            }}
          >
            <ListItemIcon>
              <CreditCardOutlined fontSize="small" aria-hidden="true" />
            </ListItemIcon>
            {t('accountMenu.plans')}
          </MenuItem>
        ) : null}
        {owner ? (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              void navigate(to('/dashboard/test_page'));
            }}
          >
            <ListItemIcon>
              <MonitorHeartOutlined fontSize="small" aria-hidden="true" />
            </ListItemIcon>
            {t('accountMenu.diagnostics')}
          </MenuItem>
        ) : null}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void navigate(to('/dashboard/help'));
          }}
        >
          <ListItemIcon>
            <HelpOutlined fontSize="small" aria-hidden="true" />
          </ListItemIcon>
          {t('accountMenu.help')}
        </MenuItem>
        <MenuItem onClick={() => void logout()}>
          <ListItemIcon>
            <Logout fontSize="small" aria-hidden="true" />
          </ListItemIcon>
          {t('accountMenu.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
