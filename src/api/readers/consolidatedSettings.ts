// GET /wps/system/settings/consolidated?device=MOBILE, upstream's boot call (facts §1, §7.1), read
// into what the app uses: the white-label tree, the module flags (whitelabelVal), the templates,
// the customer-service paths, the registration rules, the download links and the image CDNs.
// Each part is optional: one that is absent, null or unreadable is left out, and the app falls
// back to the merchant file for it (src/state/platform-settings.ts). Only a reply that is not an
// object is refused. Extra fields (domainRoute, paths, appInfo, sms, gw …) are ignored.
import type { FieldRule, RegisterSettings } from '../contract.generated';
import {
  ReplyShapeError,
  boolean,
  integer,
  object,
  optBoolean,
  optInteger,
  optObject,
  optString,
  readableEntries,
  string,
  type Fields,
} from './read';

/** A white-label menu node, enabled read as a yes/no ("1"/"0", booleans, "Y"/"N", 1/0). */
export interface PlatformMenuNode {
  readonly modId: string;
  readonly enabled: boolean;
  readonly childrenNodes?: readonly PlatformMenuNode[];
}

export interface PlatformServicePath {
  readonly csType: string;
  /** Encrypted (docs/service.md): the service screen decrypts it. */
  readonly path: string;
  readonly title?: string;
}

export interface PlatformDownloadItem {
  readonly resourceType: string;
  readonly url: string;
}

/** Upstream's per-field rule, as far as it maps onto ours (absent parts keep our rule's). */
export type PartialFieldRule = Partial<Pick<FieldRule, 'required' | 'patternId' | 'pattern' | 'minLength' | 'maxLength' | 'messageKey'>>;

/**
 * Registration rules: our platform's whole RegisterSettings, or upstream's per-field rules
 * (`{acceptedPattern, minLength, maxLength, patternId, message?, required, updateRequired}`),
 * which only refine the fields they name.
 */
export type PlatformRegisterRules = { readonly kind: 'settings'; readonly settings: RegisterSettings } | { readonly kind: 'fields'; readonly fields: Readonly<Record<string, PartialFieldRule>> };

/** What the app takes from the consolidated settings; every part absent when the reply lacks it. */
export interface ConsolidatedAppSettings {
  readonly merchantCode?: string;
  readonly whitelabel?: PlatformMenuNode;
  readonly whitelabelVal?: Readonly<Record<string, boolean>>;
  readonly mobileTemplate?: { readonly mem_cen?: string; readonly dep_func?: string };
  readonly customerService?: readonly PlatformServicePath[];
  readonly register?: PlatformRegisterRules;
  readonly resources?: readonly PlatformDownloadItem[];
  readonly mobileprovisionCDN?: string;
  readonly imageCDNs?: readonly string[];
}

const absent = (v: unknown): boolean => v === undefined || v === null;

/** A part that cannot be read is left out (the merchant file stands in), never fatal. */
function part<T>(v: unknown, read: (v: unknown) => T | undefined): T | undefined {
  if (absent(v)) return undefined;
  try {
    return read(v);
  } catch (error) {
    if (error instanceof ReplyShapeError) return undefined;
    throw error;
  }
}

function menuNode(v: unknown, path: string): PlatformMenuNode {
  const node = object(v, path);
  const modId = string(node.modId, `${path}.modId`);
  const enabled = boolean(node.enabled, `${path}.enabled`);
  const children = absent(node.childrenNodes) ? undefined : readableEntries(node.childrenNodes, `${path}.childrenNodes`, menuNode);
  return children ? { modId, enabled, childrenNodes: children } : { modId, enabled };
}

/** The tree's root; upstream's may come without modId/enabled (facts: the tree is whitelabel.childrenNodes) or as the list itself. */
function menuTree(v: unknown): PlatformMenuNode {
  const root: Fields = Array.isArray(v) ? { childrenNodes: v } : object(v, 'value.whitelabel');
  const modId = optString(root.modId, 'value.whitelabel.modId') ?? 'ROOT';
  const enabled = optBoolean(root.enabled, 'value.whitelabel.enabled') ?? true;
  return { modId, enabled, childrenNodes: readableEntries(root.childrenNodes, 'value.whitelabel.childrenNodes', menuNode) };
}

/** modId → on/off; a value that is no yes/no is left out (that flag falls back). */
function flagMap(v: unknown): Record<string, boolean> {
  const map = object(v, 'value.whitelabelVal');
  const out: Record<string, boolean> = {};
  for (const [key, raw] of Object.entries(map)) {
    const value = part(raw, (x) => boolean(x, `value.whitelabelVal.${key}`));
    if (value !== undefined) out[key] = value;
  }
  return out;
}

function template(v: unknown): { mem_cen?: string; dep_func?: string } {
  const t = object(v, 'value.mobileTemplate');
  const memCen = part(t.mem_cen, (x) => string(x, 'value.mobileTemplate.mem_cen'));
  const depFunc = part(t.dep_func, (x) => string(x, 'value.mobileTemplate.dep_func'));
  return { ...(memCen !== undefined ? { mem_cen: memCen } : {}), ...(depFunc !== undefined ? { dep_func: depFunc } : {}) };
}

function servicePath(v: unknown, path: string): PlatformServicePath {
  const entry = object(v, path);
  const csType = optString(entry.csType, `${path}.csType`) ?? string(entry.type, `${path}.type`);
  const title = part(entry.title, (x) => string(x, `${path}.title`));
  return { csType, path: string(entry.path, `${path}.path`), ...(title !== undefined ? { title } : {}) };
}

/** An array of entries, or the list our old endpoint nested ({pathList} / {version: {pathList}}). */
function serviceList(v: unknown): PlatformServicePath[] {
  if (!Array.isArray(v)) {
    const holder = object(v, 'value.customerService');
    const nested = optObject(holder.version, 'value.customerService.version')?.pathList ?? holder.pathList;
    if (nested !== undefined) return readableEntries(nested, 'value.customerService.pathList', servicePath);
  }
  return readableEntries(v, 'value.customerService', servicePath);
}

function downloadItem(v: unknown, path: string): PlatformDownloadItem {
  const entry = object(v, path);
  return { resourceType: string(entry.resourceType, `${path}.resourceType`), url: string(entry.url, `${path}.url`) };
}

function cdnList(v: unknown): string[] {
  if (typeof v === 'string') return v === '' ? [] : [v];
  return readableEntries(v, 'value.imageCDNs', (entry, path) => string(entry, path)).filter((url) => url !== '');
}

const optNullableString = (v: unknown, path: string): string | null => optString(v, path) ?? null;
const optNullableInteger = (v: unknown, path: string): number | null => optInteger(v, path) ?? null;

function ourRule(v: unknown, path: string): FieldRule {
  const r = object(v, path);
  return {
    enabled: optBoolean(r.enabled, `${path}.enabled`) ?? true,
    required: boolean(r.required, `${path}.required`),
    patternId: optNullableString(r.patternId, `${path}.patternId`),
    pattern: optNullableString(r.pattern, `${path}.pattern`),
    minLength: optNullableInteger(r.minLength, `${path}.minLength`),
    maxLength: optNullableInteger(r.maxLength, `${path}.maxLength`),
    messageKey: optString(r.messageKey, `${path}.messageKey`) ?? 'format.field.err',
  };
}

function ruleMap(v: unknown, path: string): Record<string, FieldRule> {
  const map = object(v, path);
  const out: Record<string, FieldRule> = {};
  for (const [name, rule] of Object.entries(map)) out[name] = ourRule(rule, `${path}.${name}`);
  return out;
}

/** Our platform's RegisterSettings (docs/api.md). */
function ourRegister(r: Fields): RegisterSettings {
  const methods = object(r.methods, 'value.register.methods');
  return {
    direct: boolean(r.direct, 'value.register.direct'),
    methods: { username: boolean(methods.username, 'value.register.methods.username'), mobile: boolean(methods.mobile, 'value.register.methods.mobile') },
    requireSmsForUsername: boolean(r.requireSmsForUsername, 'value.register.requireSmsForUsername'),
    requirePasswordForMobile: boolean(r.requirePasswordForMobile, 'value.register.requirePasswordForMobile'),
    minimumAge: integer(r.minimumAge, 'value.register.minimumAge'),
    fields: ruleMap(r.fields, 'value.register.fields'),
    login: ruleMap(r.login, 'value.register.login'),
  };
}

/** Upstream's `acceptedPattern`: "*" means anything. */
function patternOf(accepted: string): string {
  return accepted === '*' ? '.*' : accepted;
}

function upstreamRule(v: unknown, path: string): PartialFieldRule {
  const r = object(v, path);
  const out: { -readonly [K in keyof PartialFieldRule]: PartialFieldRule[K] } = {};
  const accepted = part(r.acceptedPattern, (x) => string(x, `${path}.acceptedPattern`));
  if (accepted !== undefined) {
    const pattern = patternOf(accepted);
    try {
      new RegExp(pattern);
      out.pattern = pattern;
    } catch {
      // A pattern this browser cannot compile is left to our own rule.
    }
  }
  const patternId = part(r.patternId, (x) => string(x, `${path}.patternId`));
  if (patternId !== undefined) out.patternId = patternId;
  const minLength = part(r.minLength, (x) => integer(x, `${path}.minLength`));
  if (minLength !== undefined) out.minLength = minLength;
  const maxLength = part(r.maxLength, (x) => integer(x, `${path}.maxLength`));
  if (maxLength !== undefined) out.maxLength = maxLength;
  const required = part(r.required, (x) => boolean(x, `${path}.required`));
  if (required !== undefined) out.required = required;
  const message = part(r.message, (x) => string(x, `${path}.message`));
  if (message) out.messageKey = message;
  if (Object.keys(out).length === 0) throw new ReplyShapeError(path, 'a field rule');
  return out;
}

function register(v: unknown): PlatformRegisterRules | undefined {
  const r = object(v, 'value.register');
  if (r.fields !== undefined && r.methods !== undefined) {
    const settings = part(r, (x) => ourRegister(object(x, 'value.register')));
    if (settings) return { kind: 'settings', settings };
  }
  // Upstream: field name → rule, maybe one level down (a `fields`-like holder we do not know the name of).
  const fields: Record<string, PartialFieldRule> = {};
  for (const [name, rule] of Object.entries(r)) {
    const read = part(rule, (x) => upstreamRule(x, `value.register.${name}`));
    if (read) fields[name] = read;
  }
  return Object.keys(fields).length > 0 ? { kind: 'fields', fields } : undefined;
}

export default function readConsolidatedSettings(value: unknown): ConsolidatedAppSettings {
  const v = object(value);
  const out: { -readonly [K in keyof ConsolidatedAppSettings]: ConsolidatedAppSettings[K] } = {};
  const merchantCode = part(v.merchantCode, (x) => string(x, 'value.merchantCode'));
  if (merchantCode !== undefined) out.merchantCode = merchantCode;
  const tree = part(v.whitelabel, menuTree);
  if (tree) out.whitelabel = tree;
  const flags = part(v.whitelabelVal, flagMap);
  if (flags) out.whitelabelVal = flags;
  const mobileTemplate = part(v.mobileTemplate, template);
  if (mobileTemplate) out.mobileTemplate = mobileTemplate;
  const service = part(v.customerService, serviceList);
  if (service) out.customerService = service;
  const rules = part(v.register, register);
  if (rules) out.register = rules;
  const resources = part(v.resources, (x) => readableEntries(x, 'value.resources', downloadItem));
  if (resources) out.resources = resources;
  const provision = part(v.mobileprovisionCDN, (x) => string(x, 'value.mobileprovisionCDN'));
  if (provision) out.mobileprovisionCDN = provision;
  const cdns = part(v.imageCDNs, cdnList);
  if (cdns) out.imageCDNs = cdns;
  return out;
}
