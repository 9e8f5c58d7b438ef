// The appointment-view module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
export {
  appointmentViewRepository,
  listedParts,
  type AppointmentNames,
  type AppointmentView,
  type AppointmentWithSalon,
} from './appointment-view.repository.js';
