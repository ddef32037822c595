// Records (upstream facts §2 "Records"): the transaction type list, account records
// (player and agent views), betting records with their vendor filter, profit and loss with its
// detail. The dev call that plays a round of a demo game so the records fill up is routes/dev.ts's.
import type { FastifyPluginAsync } from 'fastify';
import type {
  RecordsBetPage,
  RecordsBetsQuery,
  RecordsBetVendorList,
  RecordsPnl,
  RecordsPnlDetail,
  RecordsPnlQuery,
  RecordsTransactionPage,
  RecordsTransactionsQuery,
  RecordsTxTypeList,
  RecordsTxTypesQuery,
} from '../../src/api/contract.generated';
import { authedRoute, type AreaOptions } from '../http';
import { betPage, betVendors, profitAndLoss, profitAndLossDetail, transactionPage, visibleTxTypes } from '../records';

export const recordsRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  authedRoute<RecordsTxTypesQuery, null, RecordsTxTypeList>(app, ctx, 'recordsTxTypes', ({ query }) => ({ types: visibleTxTypes(query.types) }));

  authedRoute<RecordsTransactionsQuery, null, RecordsTransactionPage>(app, ctx, 'recordsTransactions', ({ session, query }) =>
    transactionPage(ctx.db, session.user.id, {
      startDate: query.startDate,
      endDate: query.endDate,
      page: query.page ?? 1,
      size: query.size ?? 10,
      ...(query.txTypeId === undefined ? {} : { txTypeId: query.txTypeId }),
      view: query.types,
    }),
  );

  authedRoute<null, null, RecordsBetVendorList>(app, ctx, 'recordsBetVendors', ({ merchant }) => betVendors(ctx.db, merchant.code));

  authedRoute<RecordsBetsQuery, null, RecordsBetPage>(app, ctx, 'recordsBets', ({ session, query }) =>
    betPage(ctx.db, session.user.id, {
      startDate: query.startDate,
      endDate: query.endDate,
      page: query.page ?? 1,
      size: query.size ?? 10,
      ...(query.accountType === undefined ? {} : { accountType: query.accountType }),
    }),
  );

  authedRoute<RecordsPnlQuery, null, RecordsPnl>(app, ctx, 'recordsPnl', ({ session, query }) => profitAndLoss(ctx.db, session.user.id, query));

  authedRoute<RecordsPnlQuery, null, RecordsPnlDetail>(app, ctx, 'recordsPnlDetail', ({ session, merchant, query }) =>
    profitAndLossDetail(ctx.db, session.user.id, merchant.code, query),
  );

};
