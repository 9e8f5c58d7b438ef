import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { incomesQuerySchema, incomesReportResponseSchema } from '@salon/core';
import { requestLanguage, translate } from '../../lib/i18n.js';
import { requireSignIn } from '../../plugins/auth.js';
import { reportService } from './report.service.js';
import { onReadReplica } from '../../lib/read-replica.js';

const base = '/api/v1/business/report';
const tags = ['report'];
const rangeHelp =
  '`range`: today, yesterday, last_7_days, last_30_days, last_year (the 365 days ending today) or custom with `from` and `to` (local dates, at most three years), in the salon’s time zone. Owner and manager only. `salon_id=all` (owner only, else 403): every live salon of the company, each on its own local days, the total at the top level and each salon in `by_salon`.';

/** docs/product.md "API conventions": the incomes report, as JSON for the screen and as an Excel file. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  requireSignIn(app);

  app.get(
    `${base}/incomes`,
    {
      schema: {
        tags,
        description: `Appointments per status, income (price plus travel fee of done appointments), average daily rate, a series and breakdowns. ${rangeHelp}`,
        querystring: incomesQuerySchema,
        response: { 200: incomesReportResponseSchema },
      },
    },
    async (request) => ({
      data: await onReadReplica(ctx, request, (reads) =>
        reportService.incomes(reads, request.auth, request.query),
      ),
    }),
  );

  app.get(
    `${base}/incomes.xlsx`,
    {
      schema: {
        tags,
        description: `The same report as an .xlsx: a summary, one sheet per breakdown and the appointments, headings in the caller’s language. ${rangeHelp}`,
        querystring: incomesQuerySchema,
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { file, report } = await onReadReplica(ctx, request, (reads) =>
        reportService.incomesWorkbook(reads, request.auth, request.query, language),
      );
      const name = `${translate(language, 'reportSheet.fileName')}-${report.from}-${report.to}.xlsx`;
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );
};
