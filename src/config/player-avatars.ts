// The preset avatars the client ships, as upstream's does (its avatar reply names a preset by id:
// {avatar: "0", avatarType: "STATIC"}): eight generated faces, a coloured disc with a simple face,
// as inline SVG (no network). Ids are "0" to "7"; the reference platform checks a choice against
// the same list.

export interface PlayerAvatarPreset {
  readonly id: string;
  /** A data URI of the picture. */
  readonly url: string;
}

/** Upstream's avatarType of a preset picture. */
export const STATIC_AVATAR_TYPE = 'STATIC';

const AVATAR_COLOURS: readonly (readonly [string, string])[] = [
  ['#2f8f74', '#7fd1b9'],
  ['#3a6ee8', '#8fb8ff'],
  ['#8e44d6', '#d7a6ff'],
  ['#c2185b', '#ff9db5'],
  ['#e07a1f', '#f7b267'],
  ['#c9962b', '#f5d36b'],
  ['#616e7c', '#c0c6cc'],
  ['#00838f', '#80deea'],
];

function avatarSvg(index: number, [dark, light]: readonly [string, string]): string {
  const mouth = index % 2 === 0 ? 'M22 40q10 8 20 0' : 'M22 42h20';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="${light}"/>` +
    `<circle cx="32" cy="36" r="20" fill="${dark}"/>` +
    `<circle cx="25" cy="31" r="3" fill="#fff"/><circle cx="39" cy="31" r="3" fill="#fff"/>` +
    `<path d="${mouth}" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const PLAYER_AVATARS: readonly PlayerAvatarPreset[] = AVATAR_COLOURS.map((colours, i) => ({ id: String(i), url: avatarSvg(i, colours) }));

/** The preset's picture; the first preset for an unknown id (upstream's default is "0"). */
export function presetAvatarUrl(id: string): string {
  return (PLAYER_AVATARS.find((preset) => preset.id === id) ?? PLAYER_AVATARS[0])?.url ?? '';
}
