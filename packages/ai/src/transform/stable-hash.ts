/**
 * A short, stable, letters-and-digits digest of a string (two FNV-1a
 * 32-bit hashes with different seeds, in base 36). Not cryptographic: it
 * only has to make rewritten ids deterministic and unlikely to collide.
 */
export function stableHash(text: string, length = 10): string {
  const a = fnv1a(text, 0x811c9dc5);
  const b = fnv1a(text, 0x01000193 ^ 0x5bd1e995);
  const digest = a.toString(36).padStart(7, "0") + b.toString(36).padStart(7, "0");
  return digest.slice(0, Math.max(1, Math.min(length, digest.length)));
}

function fnv1a(text: string, seed: number): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}
