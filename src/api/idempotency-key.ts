// Random ids the platform reads: the idempotency key of a money request (deposit order, withdraw,
// red rain, transfer to upline) — one per attempt, so a request the network repeats is carried out
// once — and the install's login device id. crypto.randomUUID exists only in secure contexts (not
// on a brand served over plain http); getRandomValues exists everywhere, so both come from it.

/** A version-4 UUID from 16 random bytes. */
export function uuidFromBytes(random: Uint8Array): string {
  const bytes = Uint8Array.from(random);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function randomUuid(): string {
  return uuidFromBytes(crypto.getRandomValues(new Uint8Array(16)));
}

/** A fresh key for one attempt of a money request; `prefix` names the kind where the platform shows it (a deposit order: 'dep-'). */
export function newIdempotencyKey(prefix = ''): string {
  return `${prefix}${randomUuid()}`;
}
