// Boot and system information: status, consolidated settings (upstream's boot call, with the menu
// tree, module flags, templates, service paths, register rules, download links and image CDNs),
// register rules, key, captcha.
import type { FastifyPluginAsync } from 'fastify';
import type { ConsolidatedSettings, CustomerServicePath, RsaModulusHex, SystemStatus } from '../../src/api/contract.generated';
import { reportedModules, upstreamTree } from '../boot-settings';
import { keyPairForScheme } from '../crypto';
import { merchantStatus, route, type AreaOptions } from '../http';
import type { Merchant } from '../merchants';
import { registerSettings } from '../register-rules';
import { CAPTCHA_COOKIE } from '../sessions';
import { encodeCustomerServicePath } from '../customer-service-path';
import { createCaptcha } from '../verification';

function serviceList(merchant: Merchant): CustomerServicePath[] {
  return merchant.customerService.map((entry) => ({ csType: entry.csType, type: entry.csType, path: encodeCustomerServicePath(entry.url) }));
}

export const systemRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  route<unknown, null, SystemStatus>(app, ctx, 'systemStatus', ({ req, merchant }) => {
    const modules = reportedModules(ctx, merchant);
    return {
      merchantCode: merchant.code,
      ...merchantStatus(ctx, merchant.code),
      location: { ip: req.ip, countryCode: 'VN' },
      mobileTemplate: merchant.mobileTemplate,
      whitelabel: modules.tree,
      whitelabelVal: modules.flags,
      currencySymbol: merchant.currencySymbol,
    };
  });

  // As upstream sends it (facts §1, §7.1): the tree's enabled as "1"/"0", whitelabelVal as booleans
  // keyed by flag and module id (every module id of the tree among them), customer-service paths
  // encrypted, download links as resources[]. The modules follow /__dev/merchants/:code/modules.
  route<unknown, null, ConsolidatedSettings>(app, ctx, 'consolidatedSettings', ({ merchant }) => {
    const modules = reportedModules(ctx, merchant);
    return {
      merchantCode: merchant.code,
      trialMerchantCode: merchant.trialMerchantCode,
      currencySymbol: merchant.currencySymbol,
      minimumAge: merchant.minimumAge,
      encryptionScheme: merchant.scheme,
      mobileTemplate: merchant.mobileTemplate,
      whitelabel: upstreamTree(modules.tree),
      whitelabelVal: modules.flags,
      register: registerSettings(merchant),
      customerService: serviceList(merchant),
      resources: merchant.downloadItems,
      mobileprovisionCDN: merchant.mobileprovisionCDN,
      imageCDNs: merchant.imageCdns,
    };
  });

  route(app, ctx, 'registerSettings', ({ merchant }) => registerSettings(merchant));

  // Each merchant gets the key its scheme decrypts with: RSA-1024 for legacy-rsa-des (all upstream's
  // client can handle), RSA-2048 otherwise, answered as upstream does: the bare modulus hex, no
  // envelope. Without a Merchant header the Host names the merchant (docs/encryption.md).
  route<unknown, null, RsaModulusHex>(app, ctx, 'rsaKey', ({ merchant }) => keyPairForScheme(merchant.scheme, ctx).modulusHex);

  route<unknown, null, string>(app, ctx, 'captcha', ({ reply }) => {
    const captcha = createCaptcha(ctx);
    reply.header('Cache-Control', 'no-store');
    reply.header('Captcha-Id', captcha.id);
    reply.header('Set-Cookie', `${CAPTCHA_COOKIE}=${captcha.id}; Path=/wps; HttpOnly; SameSite=Strict; Max-Age=${Math.round(ctx.settings.captchaTtlMs / 1000)}`);
    return captcha.image;
  });
};
