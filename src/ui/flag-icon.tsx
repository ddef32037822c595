// Flag icons: only CN, EN and VI have one (spec section 1). Local SVG files served beside the
// bundle (not inlined: a data URI would weigh on the first page's JavaScript for every guest).
import cnFlag from './flags/cn.svg?no-inline';
import enFlag from './flags/en.svg?no-inline';
import viFlag from './flags/vi.svg?no-inline';
import { LANGUAGES, type LanguageCode, type LanguageDefinition } from '../config/languages';

const FLAGS: Partial<Record<LanguageCode, string>> = { VI: viFlag, EN: enFlag, CN: cnFlag };

export function hasFlagIcon(code: LanguageCode): boolean {
  const def: LanguageDefinition = LANGUAGES[code];
  return def.flagIcon === true && FLAGS[code] !== undefined;
}

export function FlagIcon({ code }: { code: LanguageCode }) {
  const src = FLAGS[code];
  if (!src || !hasFlagIcon(code)) return null;
  // Low priority: a decoration that must not compete with the scripts on a slow network.
  return <img className="flag-icon" src={src} alt="" width={20} height={14} fetchPriority="low" data-testid={`flag-${code}`} />;
}
