import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '@/lib/session/session-context';
import { salonName, type SessionSalon } from '@/lib/session/session-types';
import { useLangPath } from '@/lib/use-lang-path';

const CREATE = '__create__';

const salonAvatar = (salon: SessionSalon): string | undefined =>
  typeof salon.avatar === 'string' ? salon.avatar : undefined;

function SalonLabel({ salon }: { salon: SessionSalon }) {
  const name = salonName(salon);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Avatar src={salonAvatar(salon)} alt="" aria-hidden="true" sx={{ width: 24, height: 24, fontSize: 13 }}>
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Typography variant="body2" noWrap component="span">
        {name}
      </Typography>
    </Box>
  );
}

/** The current salon, chosen among the company's salons (stored); hidden while there are none. */
export function SalonSwitcher() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const to = useLangPath();
  if (session.salons.length === 0) return null;
  const current = session.salonId ?? '';

  return (
    <TextField
      select
      size="small"
      label={t('salonSwitcher.label')}
      value={current}
      onChange={(event) => {
        const next = event.target.value;
        if (next === CREATE) void navigate(to('/dashboard/salon/create_salon_stepper'));
        else session.changeSalon(next);
      }}
      // On a phone it gives up width first: the header's buttons keep theirs.
      sx={{ width: { xs: 160, sm: 240 }, flexShrink: { xs: 1, sm: 0 }, minWidth: { xs: 96 } }}
      slotProps={{
        select: {
          renderValue: (value) => {
            const salon = session.salons.find((item) => item._id === value);
            return salon ? <SalonLabel salon={salon} /> : '';
          },
        },
      }}
    >
      {session.salons.map((salon) => (
        <MenuItem key={salon._id} value={salon._id}>
          <SalonLabel salon={salon} />
        </MenuItem>
      ))}
      {session.account_type === 'business' ? <Divider /> : null}
      {session.account_type === 'business' ? (
        <MenuItem value={CREATE}>
          <ListItemIcon>
            <AddBusinessOutlined fontSize="small" aria-hidden="true" />
          </ListItemIcon>
          {t('salonSwitcher.create')}
        </MenuItem>
      ) : null}
    </TextField>
  );
}
