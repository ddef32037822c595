// Boot and system information: status, consolidated settings, register rules, service links, key, captcha.
import type { FastifyInstance } from 'fastify';
import type { ConsolidatedSettings, CustomerServiceInfo, CustomerServicePath, DownloadLinks, RsaKey, SystemStatus } from '../../src/api/contract.generated';
import type { PlatformContext } from '../context';
import { publicKeyReply } from '../crypto';
import { merchantStatus, route } from '../http';
import type { Merchant } from '../merchants';
import { registerSettings } from '../register-rules';
import { CAPTCHA_COOKIE } from '../sessions';
import { encodeCustomerServicePath } from '../customer-service-path';
import { createCaptcha } from '../verification';

function serviceList(merchant: Merchant): CustomerServicePath[] {
  return merchant.customerService.map((entry) => ({ csType: entry.csType, type: entry.csType, path: encodeCustomerServicePath(entry.url) }));
}

export function systemRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  route<unknown, null, SystemStatus>(app, ctx, 'systemStatus', ({ req, merchant }) => ({
    merchantCode: merchant.code,
    ...merchantStatus(ctx, merchant.code),
    location: { ip: req.ip, countryCode: 'VN' },
    mobileTemplate: merchant.mobileTemplate,
    whitelabel: merchant.menu,
    whitelabelVal: merchant.flags,
    currencySymbol: merchant.currencySymbol,
  }));

  route<unknown, null, ConsolidatedSettings>(app, ctx, 'consolidatedSettings', ({ merchant }) => ({
    merchantCode: merchant.code,
    trialMerchantCode: merchant.trialMerchantCode,
    currencySymbol: merchant.currencySymbol,
    minimumAge: merchant.minimumAge,
    encryptionScheme: merchant.scheme,
    mobileTemplate: merchant.mobileTemplate,
    whitelabel: merchant.menu,
    whitelabelVal: merchant.flags,
    register: registerSettings(merchant),
    customerService: serviceList(merchant),
    resources: merchant.downloadItems,
    mobileprovisionCDN: merchant.mobileprovisionCDN,
    imageCDNs: merchant.imageCdns,
  }));

  route(app, ctx, 'registerSettings', ({ merchant }) => registerSettings(merchant));

  route<unknown, null, CustomerServiceInfo>(app, ctx, 'customerService', ({ merchant }) => ({
    version: { pathList: serviceList(merchant) },
    resources: merchant.downloadItems,
  }));

  route<unknown, null, DownloadLinks>(app, ctx, 'downloadLinks', ({ merchant }) => ({ items: merchant.downloadItems, mobileprovisionCDN: merchant.mobileprovisionCDN }));

  route<unknown, null, RsaKey>(app, ctx, 'rsaKey', () => publicKeyReply(ctx.keys));

  route<unknown, null, string>(app, ctx, 'captcha', ({ reply }) => {
    const captcha = createCaptcha(ctx);
    reply.header('Cache-Control', 'no-store');
    reply.header('Captcha-Id', captcha.id);
    reply.header('Set-Cookie', `${CAPTCHA_COOKIE}=${captcha.id}; Path=/wps; HttpOnly; SameSite=Strict; Max-Age=${Math.round(ctx.settings.captchaTtlMs / 1000)}`);
    return captcha.image;
  });
}
