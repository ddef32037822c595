// Home's popular games menu (spec section 2): one tab per category in the order the server gives,
// ELOTT folded into LOTT (it is lottery too), and what each tab shows: LOTT a lottery panel, RNG
// and FISH a game grid, every other category the list of its vendors.
import type { GameCategory, GameVendor } from '../../api/reader-types';

export type GamesMenuBody = 'lottery' | 'games' | 'vendors';

export interface GamesMenuTab {
  /** The category as the server names it (the tab's test hook): SPORTS, FISH, LIVE, PVP, LOTT, RNG ... */
  readonly category: string;
  /** The platform's name for it, if any (upstream's category map names none: the menu words it). */
  readonly displayName?: string;
  readonly body: GamesMenuBody;
  /** Vendors of the category (for LOTT also those of ELOTT). */
  readonly vendors: readonly GameVendor[];
}

const LOTTERY = 'LOTT';
const LOTTERY_ALIASES = new Set(['LOTT', 'ELOTT']);

export function bodyFor(category: string): GamesMenuBody {
  if (category === LOTTERY) return 'lottery';
  if (category === 'RNG' || category === 'FISH') return 'games';
  return 'vendors';
}

export function gamesMenuTabs(categories: readonly GameCategory[]): GamesMenuTab[] {
  const tabs: GamesMenuTab[] = [];
  for (const category of categories) {
    const name = LOTTERY_ALIASES.has(category.gameType) ? LOTTERY : category.gameType;
    const existing = tabs.findIndex((t) => t.category === name);
    if (existing !== -1) {
      // The second of LOTT/ELOTT joins the tab the first one opened, where the first one stood.
      const tab = tabs[existing]!;
      tabs[existing] = { ...tab, vendors: [...tab.vendors, ...category.vendorNames] };
      continue;
    }
    tabs.push({ category: name, ...(category.displayName ? { displayName: category.displayName } : {}), body: bodyFor(name), vendors: category.vendorNames });
  }
  return tabs;
}

/** How many games home's grid shows before "more" leads to the full list. */
export const HOME_GRID_GAMES = 9;
/** How many lotteries home's panel shows before "more" leads to the lottery list. */
export const HOME_PANEL_LOTTERIES = 8;
