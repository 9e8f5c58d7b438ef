import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { PublicSalonWire } from '@salon/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isPerService, performersOf, type EmployeeChoice } from './employee-choice';
import { employeesFor, servicesById } from './format-booking';

const ANYONE = 'anyone';

/** A radio's label with a second, quieter line. */
function TwoLines({ title, help }: { title: string; help: string }) {
  return (
    <Box>
      <Typography>{title}</Typography>
      <Typography variant="body2" color="text.secondary">
        {help}
      </Typography>
    </Box>
  );
}

/**
 * A fieldset with its legend as the radios' label: plain elements, as MUI's FormControl and FormLabel would
 * add their code to the page's first download for no more than this.
 */
function Group({ labelId, label, children }: { labelId: string; label: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography id={labelId} component="legend" sx={{ p: 0, mb: 0.5, fontWeight: 500 }}>
        {label}
      </Typography>
      {children}
    </Box>
  );
}

/** "Anyone" or one of the people who perform every chosen service, for the whole visit. */
function OnePerson(props: {
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
        label={<TwoLines title={t('booking.employee.anyone')} help={t('booking.employee.anyoneHelp')} />}
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

/** One service's person: "Anyone" or one who performs it, in a row that wraps on a phone. */
function ServicePerson(props: {
  salon: PublicSalonWire;
  service: { _id: string; name: string };
  value: string | null;
  onChange: (employeeId: string | null) => void;
}) {
  const { salon, service, value, onChange } = props;
  const { t } = useTranslation();
  const labelId = useId();
  const performers = performersOf(salon, service._id);
  if (performers.length === 0) {
    return <Alert severity="warning">{t('booking.employee.nobodyFor', { service: service.name })}</Alert>;
  }
  return (
    <Group labelId={labelId} label={t('booking.employee.forService', { service: service.name })}>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name={`employee-${service._id}`}
        value={value ?? ANYONE}
        onChange={(event) => onChange(event.target.value === ANYONE ? null : event.target.value)}
      >
        <FormControlLabel value={ANYONE} control={<Radio />} label={t('booking.employee.anyone')} />
        {performers.map((employee) => (
          <FormControlLabel
            key={employee._id}
            value={employee._id}
            control={<Radio />}
            label={employee.name}
          />
        ))}
      </RadioGroup>
    </Group>
  );
}

/**
 * Who does the services: one person (or anyone) for all of them, as always; with several services, a person
 * (or anyone) for each instead — the only way when no one performs them all.
 */
export function StepEmployee(props: {
  salon: PublicSalonWire;
  serviceIds: readonly string[];
  value: EmployeeChoice;
  onChange: (choice: EmployeeChoice) => void;
  labelId: string;
}) {
  const { salon, serviceIds, value, onChange, labelId } = props;
  const { t } = useTranslation();
  const modeLabelId = useId();
  const everyone = employeesFor(salon, serviceIds);
  const one = (
    <OnePerson
      employees={everyone}
      value={value.employeeId}
      onChange={(employeeId) => onChange({ ...value, employeeId })}
      labelId={labelId}
    />
  );
  if (serviceIds.length < 2) return one;
  const perService = isPerService(salon, serviceIds, value);
  const byId = servicesById(salon);
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Group labelId={modeLabelId} label={t('booking.employee.modeLabel')}>
        <RadioGroup
          aria-labelledby={modeLabelId}
          name="employee-mode"
          value={perService ? 'each' : 'same'}
          onChange={(event) => onChange({ ...value, mode: event.target.value === 'each' ? 'each' : 'same' })}
        >
          <FormControlLabel
            value="same"
            control={<Radio />}
            disabled={everyone.length === 0}
            label={<TwoLines title={t('booking.employee.same')} help={t('booking.employee.sameHelp')} />}
            sx={{ py: 0.5 }}
          />
          <FormControlLabel
            value="each"
            control={<Radio />}
            label={<TwoLines title={t('booking.employee.each')} help={t('booking.employee.eachHelp')} />}
            sx={{ py: 0.5 }}
          />
        </RadioGroup>
      </Group>
      {everyone.length === 0 ? <Alert severity="info">{t('booking.employee.sameUnavailable')}</Alert> : null}
      {perService
        ? serviceIds.flatMap((id) => {
            const service = byId.get(id);
            return service
              ? [
                  <ServicePerson
                    key={id}
                    salon={salon}
                    service={service}
                    value={value.perService[id] ?? null}
                    onChange={(employeeId) =>
                      onChange({ ...value, perService: { ...value.perService, [id]: employeeId } })
                    }
                  />,
                ]
              : [];
          })
        : one}
    </Box>
  );
}
