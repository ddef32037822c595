// Boot and system information: status, consolidated settings, register rules, service links, key, captcha.
import type { FastifyInstance } from 'fastify';
import type { ConsolidatedSettings, CustomerServiceInfo, CustomerServicePath, DownloadLinks, RsaKey, RsaModulusHex, SystemStatus } from '../../src/api/contract.generated';
import type { PlatformContext } from '../context';
import { keyPairForScheme, publicKeyReply } from '../crypto';
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

  // Each merchant gets the key its scheme decrypts with: RSA-1024 for legacy-rsa-des (all upstream's
  // client can handle), RSA-2048 otherwise. Upstream fetches it without a Merchant header and reads
  // the body as the bare modulus hex; a default-scheme merchant asked that way answers its own
  // RSA-2048 modulus, the only key it could decrypt with (docs/encryption.md).
  route<unknown, null, RsaKey | RsaModulusHex>(app, ctx, 'rsaKey', ({ merchant, headerless }) => {
    const keys = keyPairForScheme(merchant.scheme, ctx);
    return headerless ? keys.modulusHex : publicKeyReply(keys);
  });

  route<unknown, null, string>(app, ctx, 'captcha', ({ reply }) => {
    const captcha = createCaptcha(ctx);
    reply.header('Cache-Control', 'no-store');
    reply.header('Captcha-Id', captcha.id);
    reply.header('Set-Cookie', `${CAPTCHA_COOKIE}=${captcha.id}; Path=/wps; HttpOnly; SameSite=Strict; Max-Age=${Math.round(ctx.settings.captchaTtlMs / 1000)}`);
    return captcha.image;
  });
}
