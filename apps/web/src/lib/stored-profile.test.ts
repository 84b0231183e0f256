import { userProfileSchema } from '@app/contract/user';
import { describe, expect, it } from 'vitest';
import { demoMember } from '@/test/fixtures';
import { isStoredProfile } from './stored-profile';

const address = { houseNumber: '9/1', moo: '2', road: 'สุขุมวิท', subdistrict: 'คลองเตย', district: 'คลองเตย', province: 'กรุงเทพมหานคร', postcode: '10110' };

/** Profiles the schema takes and ones it refuses: the hand check must agree on every one. */
const samples: [string, unknown][] = [
  ['the demo member', demoMember],
  ['with an address and no bank', { ...demoMember, user_bank: null, user_address: address }],
  ['with an upper-case uuid', { ...demoMember, uuid: demoMember.uuid.toUpperCase() }],
  ['a string', 'imiUser'],
  ['null', null],
  ['an array', [demoMember]],
  ['a bad uuid', { ...demoMember, uuid: 'not-a-uuid' }],
  ['no name', { ...demoMember, name: undefined }],
  ['a tier of 7', { ...demoMember, level: 7 }],
  ['a tier of 1.5', { ...demoMember, level: 1.5 }],
  ['no username', { ...demoMember, user_pass: {} }],
  ['a bank without its id', { ...demoMember, user_bank: { ...demoMember.user_bank, bankId: 12 } }],
  ['points as text', { ...demoMember, user_credit: { point: '5', level: 1 } }],
  ['half an address', { ...demoMember, user_address: { houseNumber: '9/1' } }],
  ['no credit', { ...demoMember, user_credit: undefined }],
];

describe('a profile read back from local storage', () => {
  it.each(samples)('is taken exactly when the contract takes it: %s', (_name, profile) => {
    expect(isStoredProfile(profile)).toBe(userProfileSchema.safeParse(profile).success);
  });

  it('takes the profile a login stores, and refuses one with a broken uuid', () => {
    expect(isStoredProfile(demoMember)).toBe(true);
    expect(isStoredProfile({ ...demoMember, uuid: 'x' })).toBe(false);
  });
});
