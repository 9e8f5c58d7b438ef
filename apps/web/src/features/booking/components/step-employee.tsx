import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { PublicSalonWire } from '@salon/core';
import { useTranslation } from 'react-i18next';

const ANYONE = 'anyone';

/** "Anyone" or one of the people who perform every chosen service. */
export function StepEmployee(props: {
  employees: PublicSalonWire['employees'];
  value: string | null;
  onChange: (employeeId: string | null) => void;
  labelId: string;
}) {
  const { employees, value, onChange, labelId } = props;
  const { t } = useTranslation();
  if (employees.length === 0) {
    return <Alert severity="warning">{t('booking.employee.nobody')}</Alert>;
  }
  return (
    <RadioGroup
      aria-labelledby={labelId}
      name="employee"
      value={value ?? ANYONE}
      onChange={(event) => onChange(event.target.value === ANYONE ? null : event.target.value)}
    >
      <FormControlLabel
        value={ANYONE}
        control={<Radio />}
        label={
          <Box>
            <Typography>{t('booking.employee.anyone')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('booking.employee.anyoneHelp')}
            </Typography>
          </Box>
        }
        sx={{ py: 0.5 }}
      />
      {employees.map((employee) => (
        <FormControlLabel
          key={employee._id}
          value={employee._id}
          control={<Radio />}
          sx={{ py: 0.5 }}
          label={
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <Avatar
                src={employee.avatar ?? undefined}
                alt=""
                aria-hidden="true"
                sx={{ width: 32, height: 32 }}
              >
                {employee.name.slice(0, 1).toUpperCase()}
              </Avatar>
              <span>{employee.name}</span>
            </Box>
          }
        />
      ))}
    </RadioGroup>
  );
}
