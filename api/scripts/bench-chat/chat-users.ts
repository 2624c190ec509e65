// The bench's people, written straight into the database while the API is stopped (a thousand
// SMS sign-ins would meet the sign-in limits): users in pairs, each pair's conversation, and an
// access token per user signed as the auth module signs them.
import { randomUUID } from 'node:crypto';
import type { Orm } from '../../src/db/client.ts';
import { chatConversations, users } from '../../src/db/schema.ts';
import { signAccessToken } from '../../src/modules/auth/index.ts';

export interface BenchUser {
  index: number;
  userId: number;
  accessToken: string;
  /** The other side of this user's conversation. */
  peerIndex: number;
}

/** +7954…: far from the demo accounts' +7999… and the crash test's +7955…; `run` keeps scenarios apart. */
const phoneOf = (run: number, index: number) => `+7954${String(run).padStart(2, '0')}${String(index).padStart(5, '0')}`;

/** `count` users (even), paired 0–1, 2–3, …, each pair with its conversation opened. */
export async function prepareChatUsers(orm: Orm, options: { run: number; count: number; jwtSecret: string }): Promise<BenchUser[]> {
  const now = new Date();
  const inserted = await orm
    .insert(users)
    .values(Array.from({ length: options.count }, (_, index) => ({ phone: phoneOf(options.run, index), name: `Собеседник ${index + 1}`, phoneVerified: true })))
    .returning({ id: users.id, phone: users.phone });
  const idByPhone = new Map(inserted.map((user) => [user.phone, user.id]));
  const people: BenchUser[] = [];
  for (let index = 0; index < options.count; index += 1) {
    const userId = idByPhone.get(phoneOf(options.run, index))!;
    const accessToken = await signAccessToken({ userId, familyId: randomUUID() }, { secret: options.jwtSecret, issuedAt: now, ttlSeconds: 3600 });
    people.push({ index, userId, accessToken, peerIndex: index % 2 === 0 ? index + 1 : index - 1 });
  }
  const pairs = people.filter((person) => person.index % 2 === 0).map((person) => [person.userId, people[person.peerIndex]!.userId] as const);
  await orm
    .insert(chatConversations)
    .values(pairs.map(([a, b]) => ({ userLowId: Math.min(a, b), userHighId: Math.max(a, b), createdAt: now, lastActivityAt: now })));
  return people;
}
