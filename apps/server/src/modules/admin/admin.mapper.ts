import {
  subscriptionAt,
  type AdminAuditWire,
  type AdminCompanyWire,
  type AdminPaymentWire,
  type AdminPlanWire,
  type AdminSalonWire,
  type AdminWire,
  toDollars,
} from '@salon/core';
import { toPaymentWire } from '../billing/index.js';
import type { PlanRow } from '../../db/tables/billing.table.js';
import { factsOf } from '../subscription/index.js';
import type { CompanyOverview, CompanyRef, QueuedPayment, SalonForReview } from './admin-queue.repository.js';
import type { AuditEntry } from './admin.repository.js';
import type { PlatformAdminRow } from '../../db/tables/admin.table.js';

export const toAdminWire = (row: PlatformAdminRow): AdminWire => ({
  _id: row.id,
  email: row.email,
  name: row.name,
  last_login_at: row.lastLoginAt?.toISOString() ?? null,
});

const toCompanyRefWire = (ref: CompanyRef) => ({
  _id: ref.id,
  name: ref.name,
  rif: ref.rif,
  owner_email: ref.ownerEmail,
});

export const toAdminPaymentWire = (row: QueuedPayment): AdminPaymentWire => ({
  ...toPaymentWire(row.payment, row.invoiceId),
  company: toCompanyRefWire(row.company),
  decided_by: row.decidedBy
    ? { _id: row.decidedBy.id, email: row.decidedBy.email, name: row.decidedBy.name }
    : null,
});

export function toAdminCompanyWire(row: CompanyOverview, now: Date): AdminCompanyWire {
  const view = row.subscription ? subscriptionAt(factsOf(row.subscription), now) : null;
  return {
    _id: row.company.id,
    name: row.company.name,
    rif: row.company.rif,
    owner_email: row.ownerEmail,
    owner_name: row.ownerName,
    status: row.company.status,
    plan: view?.plan ?? null,
    state: view?.state ?? null,
    period: row.subscription?.period ?? null,
    period_end: row.subscription?.currentPeriodEnd.toISOString() ?? null,
    salons: row.salons,
    pending_payment: row.pendingPayment,
    created_at: row.company.createdAt.toISOString(),
  };
}

export const toAdminPlanWire = (row: PlanRow): AdminPlanWire => ({
  _id: row.id,
  monthly_price: toDollars(row.monthlyPriceCents),
  salons: row.salons,
  gallery_images_per_salon: row.galleryImagesPerSalon,
  employees_per_salon: row.employeesPerSalon,
  promotions: row.promotions,
  cancellation_policy: row.cancellationPolicy,
  additional_user: row.additionalUser,
  updated_at: row.updatedAt.toISOString(),
});

export const toAdminSalonWire = ({ salon, company }: SalonForReview): AdminSalonWire => ({
  _id: salon.id,
  title: salon.title,
  service_type: salon.serviceType,
  status_process: salon.statusProcess,
  email: salon.email,
  phone: salon.phone,
  address: salon.address,
  city: salon.city,
  created_at: salon.createdAt.toISOString(),
  updated_at: salon.updatedAt.toISOString(),
  company: toCompanyRefWire(company),
});

export const toAuditWire = (entry: AuditEntry): AdminAuditWire => ({
  _id: entry.id,
  at: entry.at.toISOString(),
  action: entry.action,
  target_type: entry.targetType,
  target_id: entry.targetId,
  details: entry.details,
  admin: entry.admin ? { _id: entry.admin.id, email: entry.admin.email, name: entry.admin.name } : null,
});
