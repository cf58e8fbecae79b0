import type { clients } from '../schema';
import type { ClientSeed } from './clients-data';
import { CITIES, FIRST_NAMES, LAST_NAMES } from './places-data';
import { chance, intBetween, pick, type Random } from './random';
import { PARISHES } from './reference-data';

export type ClientRow = typeof clients.$inferInsert;

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const SMALL_WORDS = new Set(['of', 'and', 'the', 'a', 'no.', 'llc', 'inc.', 'company', 'corporation']);

export function phoneNumber(random: Random): string {
  return `(225)-${intBetween(random, 201, 989)}-${String(intBetween(random, 0, 9999)).padStart(4, '0')}`;
}

/** A mail domain under the reserved .test top-level domain, e.g. 'redstickwater.test'. */
export function mailDomain(clientName: string): string {
  const words = clientName
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((word) => word && !SMALL_WORDS.has(word));
  return `${words
    .slice(0, 3)
    .join('')
    .replace(/[^a-z]/g, '')}.test`;
}

function registrationCode(random: Random, seed: ClientSeed, taken: Set<string>): string {
  const initials = seed.name
    .split(/[\s,-]+/)
    .filter((word) => /^[A-Z]/.test(word))
    .map((word) => word[0])
    .join('')
    .slice(0, 5);
  for (;;) {
    let suffix = '';
    for (let i = 0; i < 6; i += 1) suffix += pick(random, [...CODE_ALPHABET]);
    const code = `${initials}-${suffix}`;
    if (!taken.has(code)) {
      taken.add(code);
      return code;
    }
  }
}

function contact(random: Random, domain: string) {
  const first = pick(random, FIRST_NAMES);
  const last = pick(random, LAST_NAMES);
  return {
    name: `${first} ${last}`,
    phone: phoneNumber(random),
    email: `${first[0]}${last}@${domain}`.toLowerCase(),
  };
}

/** A person owning a domestic well is listed as 'Landry, Ronald J.' and is their own contact. */
function personalContact(random: Random, seed: ClientSeed) {
  const [last = '', given = ''] = seed.name.split(', ');
  const first = given.split(' ')[0] ?? '';
  return {
    name: `${given} ${last}`,
    phone: phoneNumber(random),
    email: `${first}.${last}@mail.test`.toLowerCase(),
  };
}

export function generateClients(random: Random, seeds: readonly ClientSeed[]): ClientRow[] {
  const codes = new Set<string>();
  return seeds.map((seed, index) => {
    const city = CITIES[seed.city];
    const parish = PARISHES.find((candidate) => candidate.parishId === seed.parish);
    const isPerson = seed.kind === 'domestic' && seed.name.includes(', ');
    const domain = mailDomain(seed.name);
    const first = isPerson ? personalContact(random, seed) : contact(random, domain);
    const second = !isPerson && chance(random, 0.6) ? contact(random, domain) : undefined;
    const third = second && seed.wells >= 8 ? contact(random, domain) : undefined;
    const address2 = chance(random, 0.25)
      ? pick(random, [`Suite ${intBetween(random, 100, 450)}`, `P.O. Box ${intBetween(random, 1000, 98000)}`])
      : null;
    return {
      name: seed.name,
      ownerId: String(1000 + index * 7 + intBetween(random, 0, 6)),
      contactName: first.name,
      contactPhone: first.phone,
      contactEmail: first.email,
      contactName2: second?.name ?? null,
      contactPhone2: second?.phone ?? null,
      contactEmail2: second?.email ?? null,
      contactName3: third?.name ?? null,
      contactPhone3: third?.phone ?? null,
      contactEmail3: third?.email ?? null,
      address1: `${intBetween(random, 100, 18999)} ${pick(random, city.streets)}`,
      address2,
      city: seed.city,
      state: 'LA',
      zipCode: pick(random, city.zips),
      registrationCode: registrationCode(random, seed, codes),
      isActive: true,
      isSelfSubmitting: ['public', 'industrial', 'power'].includes(seed.kind) && seed.wells >= 5,
      location: seed.corridor
        ? 'North Baton Rouge industrial corridor'
        : `${seed.city}, ${parish?.name ?? seed.parish} Parish`,
    };
  });
}
