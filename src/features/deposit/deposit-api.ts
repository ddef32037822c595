// The deposit screens' platform calls. Nothing here is cached: limits, promotions and service hours
// may change at any time, and a stale limit would refuse (or accept) the wrong amount.
import type { DepositChannels, DepositPromotions, DepositReceipt, DepositReport, DepositReportQuery, DepositStateReply } from '../../api/contract.generated';
import type { DepositSettingsReply } from '../../api/reader-types';
import { callLazily } from '../../state/endpoint-call';

export interface DepositSetup {
  channels: DepositChannels;
  promotions: DepositPromotions;
  settings: DepositSettingsReply;
}

function deviceOf(): 'iOS' | 'Android' {
  return /iPhone|iPad|iPod/.test(globalThis.navigator?.userAgent ?? '') ? 'iOS' : 'Android';
}

export async function loadDepositSetup(): Promise<DepositSetup> {
  const [channels, promotions, settings] = await Promise.all([
    callLazily('depositChannels', { query: { device: deviceOf() } }),
    callLazily('depositPromotions', {}),
    callLazily('depositSettings', {}),
  ]);
  return { channels, promotions, settings };
}

export function postDeposit(body: { methodCode: string; channelId: string; amount: number; promotionId?: number; idempotencyKey: string }): Promise<DepositReceipt> {
  return callLazily('depositPost', { body });
}

export function updateDepositReference(depositId: string, referenceNo: string): Promise<null> {
  return callLazily('depositUpdateReference', { body: { depositId, referenceNo } });
}

export async function uploadDepositSlip(depositId: string, image: Blob): Promise<null> {
  const { uploadEndpoint } = await import('../../api/upload');
  return uploadEndpoint('depositUploadSlip', { depositId }, { image: [image] });
}

export function completeTransfer(depositId: string): Promise<DepositStateReply> {
  return callLazily('depositCreateTask', { body: { depositId } });
}

export function accelerateDeposit(depositId: string): Promise<DepositStateReply> {
  return callLazily('depositInitiateReminder', { body: { depositId } });
}

export function loadDepositReport(query: DepositReportQuery): Promise<DepositReport> {
  return callLazily('depositReport', { query });
}
