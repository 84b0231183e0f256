import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createRsaKeyPair } from '@app/contract/hub88/key-pair';
import type { Database } from '../db/client';
import type { SecretBox } from '../lib/secret-box';
import { connectAggregator } from '../modules/aggregators/connect-aggregator.service';
import { createGameSession } from '../modules/provider-wallet/game-sessions.service';
import { createFundedMember, createTestBrand } from './fixtures';
import { hub88WalletClient } from './hub88-wallet-client';

/**
 * A new brand connected to Hub88 (with key pairs of its own), a member of it with 1,000 baht and a
 * game session open on `gameCode`, and the wallet calls Hub88 makes for that session, signed.
 * Given the app's brand directory, it is told of the new brand at once: otherwise the brand's host
 * reads as the default brand until the directory's change notice arrives, and the first calls are
 * checked against another brand's keys.
 */
export async function hub88PlayerInAGame(db: Database, app: FastifyInstance, secrets: SecretBox, gameCode = 'sb_slot', brands?: { invalidate(): void }) {
  const aggregatorKeys = createRsaKeyPair();
  const operatorKeys = createRsaKeyPair();
  const brand = await createTestBrand(db);
  brands?.invalidate();
  const provider = await connectAggregator(db, secrets, {
    brandId: brand.id,
    code: 'HUB88',
    name: 'Hub88',
    protocol: 'hub88',
    apiUrl: 'http://127.0.0.1:9/unused',
    operatorId: 7,
    aggregatorPublicKey: aggregatorKeys.publicKey,
    operatorPrivateKey: operatorKeys.privateKey,
    allowsDemo: false,
  });
  const { member, creditAccountId } = await createFundedMember(db, brand.id, { creditSatang: 1_000_00, passwordHash: 'x' });
  const token = await createGameSession(db, { brandId: brand.id, memberId: member.id, providerId: provider.id, gameCode, now: new Date() });
  const call = hub88WalletClient(app, {
    code: 'HUB88',
    aggregatorPrivateKey: aggregatorKeys.privateKey,
    operatorPublicKey: operatorKeys.publicKey,
    host: `${brand.code}.test`,
  });
  return { brand, member, creditAccountId, token, call, fields: { user: member.id, token, game_code: gameCode, currency: 'THB' } };
}

/** Hub88 amounts are the currency's unit times 100,000, so a satang is 1,000 of them. */
export const HUB88_UNITS_PER_SATANG = 1_000;

/**
 * The money calls Hub88 makes for a player in a game, each as a function that sends it (so a storm
 * can deliver it many times): a bet, a win naming its bet, a rollback of a bet. Amounts in satang;
 * each bet's round is named after it.
 */
export function hub88MoneyCalls({ call, fields }: Pick<Awaited<ReturnType<typeof hub88PlayerInAGame>>, 'call' | 'fields'>) {
  return {
    bet: (id: string, satang: number) => () =>
      call('transaction/bet', { ...fields, request_uuid: randomUUID(), transaction_uuid: id, round: `round-${id}`, amount: satang * HUB88_UNITS_PER_SATANG }),
    win: (id: string, betId: string, satang: number) => () =>
      call('transaction/win', {
        ...fields,
        request_uuid: randomUUID(),
        transaction_uuid: id,
        reference_transaction_uuid: betId,
        round: `round-${betId}`,
        amount: satang * HUB88_UNITS_PER_SATANG,
      }),
    rollBack: (id: string, betId: string) => () =>
      call('transaction/rollback', {
        user: fields.user,
        token: fields.token,
        game_code: fields.game_code,
        request_uuid: randomUUID(),
        transaction_uuid: id,
        reference_transaction_uuid: betId,
        round: `round-${betId}`,
      }),
  };
}
