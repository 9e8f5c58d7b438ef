import type { CompanyWire, createCompanyBodySchema } from '@salon/core';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { IMAGE_RULES, reencodeImage } from '../../lib/images.js';
import { isUniqueViolation, pgErrorConstraint } from '../../lib/pg-errors.js';
import { requireOwner } from '../../plugins/access.js';
import type { AuthContext } from '../../plugins/auth.js';
import { recordEvent } from '../event-log/index.js';
import { subscriptionService } from '../subscription/index.js';
import { toCompanyWire } from './company.mapper.js';
import { companyRepository } from './company.repository.js';

type CompanyInput = z.output<typeof createCompanyBodySchema>;

export const companyService = {
  /**
   * Creates the owner's company with its logo, starts the trial and logs it, all or nothing. The logo file
   * is written first and removed again if the database refuses the company.
   */
  async create(ctx: AppContext, auth: AuthContext, input: CompanyInput, logo: Buffer): Promise<CompanyWire> {
    requireOwner(auth);
    if (auth.companyId) throw new AppError('COMPANY_EXISTS');
    if (await companyRepository.isRifTaken(ctx.db, input.rif)) throw rifTaken();
    const id = newId();
    const logoPath = `logos/${id}/${newId()}.webp`;
    await ctx.storage.put(logoPath, await reencodeImage(logo, IMAGE_RULES.logo, 'logo'));
    try {
      const row = await ctx.db.transaction(async (tx) => {
        const company = await companyRepository.insert(tx, {
          id,
          ownerAccountId: auth.accountId,
          name: input.name,
          rif: input.rif,
          phone: input.phone,
          email: input.email,
          address: input.address.address,
          placeId: input.address.place_id,
          locationType: input.address.location_type,
          longitude: input.address.coordinates[0],
          latitude: input.address.coordinates[1],
          logoPath,
        });
        await subscriptionService.startTrial(tx, company.id);
        await recordEvent(
          tx,
          { ...auth, companyId: company.id },
          {
            action: 'create',
            area: 'company',
            entityId: company.id,
            details: { name: company.name, rif: company.rif },
          },
        );
        return company;
      });
      return toCompanyWire(row, ctx.storage);
    } catch (error) {
      await ctx.storage.remove(logoPath);
      if (isUniqueViolation(error)) {
        throw pgErrorConstraint(error)?.includes('rif') ? rifTaken() : new AppError('COMPANY_EXISTS');
      }
      throw error;
    }
  },

  async listOwn(ctx: AppContext, auth: AuthContext): Promise<CompanyWire[]> {
    const row = auth.companyId
      ? await companyRepository.findOwnById(ctx.db, auth.companyId, auth.companyId)
      : undefined;
    return row ? [toCompanyWire(row, ctx.storage)] : [];
  },

  async getOwn(ctx: AppContext, auth: AuthContext, id: string): Promise<CompanyWire> {
    const row = await companyRepository.findOwnById(ctx.db, id, auth.companyId);
    if (!row) throw new AppError('NOT_FOUND');
    return toCompanyWire(row, ctx.storage);
  },

  isRifAvailable: async (ctx: AppContext, rif: string) => !(await companyRepository.isRifTaken(ctx.db, rif)),
};

const rifTaken = () =>
  new AppError('RIF_TAKEN', [
    { field: 'rif', code: 'errors.RIF_TAKEN', message: 'This RIF is already registered.' },
  ]);
