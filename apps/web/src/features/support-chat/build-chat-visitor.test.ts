import { describe, expect, it } from 'vitest';
import { CHAT_WIDGET_FIELDS } from '@app/contract/settings';
import { demoMember } from '@/test/fixtures';
import { buildChatVisitor } from './build-chat-visitor';

const member = { ...demoMember, user_credit: { point: 500, level: 2 } };

describe('buildChatVisitor', () => {
  it('hands over every field when the brand enables them all', () => {
    expect(buildChatVisitor(CHAT_WIDGET_FIELDS, member, 'โกลด์')).toEqual({
      name: 'สมชาย ใจดี',
      email: `${member.uuid}@member.invalid`,
      phone: '0812345678',
      username: 'demo',
      bankName: 'ธนาคารกสิกรไทย',
      bankId: '1234567890',
      levelName: 'โกลด์',
      points: 500,
    });
  });

  it('never includes a field the brand did not enable', () => {
    const visitor = buildChatVisitor(['username', 'points'], member, 'โกลด์');
    expect(visitor).toEqual({ username: 'demo', points: 500 });
    expect(Object.keys(visitor)).not.toContain('phone');
    expect(Object.keys(visitor)).not.toContain('bankId');
    expect(Object.keys(visitor)).not.toContain('levelName');
  });

  it('derives an email from the member uuid that no other member of any brand has', () => {
    const other = { ...member, uuid: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f' };
    expect(buildChatVisitor(['email'], member, null).email).toBe(`${member.uuid}@member.invalid`);
    expect(buildChatVisitor(['email'], other, null).email).not.toBe(buildChatVisitor(['email'], member, null).email);
  });

  it('hands over nothing when no field is enabled', () => {
    expect(buildChatVisitor([], member, 'โกลด์')).toEqual({});
  });

  it('leaves out an enabled field the member has no value for', () => {
    const withoutBank = { ...member, user_bank: null };
    expect(buildChatVisitor(['name', 'bankName', 'bankId', 'levelName'], withoutBank, null)).toEqual({ name: 'สมชาย ใจดี' });
  });

  it('keeps a points balance of 0, which is a value', () => {
    expect(buildChatVisitor(['points'], demoMember, null)).toEqual({ points: 0 });
  });
});
