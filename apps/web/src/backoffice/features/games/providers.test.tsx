import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findFieldError, findToast } from '@/backoffice/test/queries';
import { createProvider, openGames, PG_ID } from './test/games-stub';

afterEach(() => vi.unstubAllGlobals());

const dialog = () => screen.getByTestId('provider-dialog');
const field = (label: string) => within(dialog()).getByLabelText<HTMLInputElement>(label);
const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'บันทึกผู้ให้บริการ' }));
const writes = <Call extends { method: string }>(calls: Call[]) => calls.filter((call) => call.method !== 'GET');
const SECRET = 'k3Y-0f-the-pr0vider-ABCDEFGHIJKLMNOP';

describe('the providers tab', () => {
  it('says whether a secret is set, never any of it', async () => {
    await openGames('admin', {
      providers: [createProvider(), createProvider({ id: crypto.randomUUID(), code: 'JILI', name: 'Jili', hasSecret: false, secretLastFour: '' })],
    });
    const rows = await screen.findAllByTestId('provider-row');
    expect(rows.map((row) => within(row).getByTestId('provider-secret').textContent)).toEqual(['ตั้งแล้ว', 'ยังไม่ได้ตั้ง']);
    expect(rows[0]?.textContent).toContain('PGSOFT');
    expect(document.body.textContent).not.toContain('wxyz');
  });

  it('adds a provider with its secret, which it requires', async () => {
    const { calls } = await openGames('admin');
    fireEvent.click(await screen.findByRole('button', { name: 'เพิ่มผู้ให้บริการ' }));
    fireEvent.change(field('รหัสผู้ให้บริการ'), { target: { value: 'jili' } });
    fireEvent.change(field('ชื่อที่แสดง'), { target: { value: 'Jili' } });
    save();
    expect(await findFieldError(field('รหัสลับ'))).toBe('กรุณาวางรหัสลับที่ได้รับจากผู้ให้บริการ');
    expect(field('รหัสลับ').type).toBe('password');
    fireEvent.change(field('รหัสลับ'), { target: { value: SECRET } });
    save();
    await findToast('เพิ่มผู้ให้บริการ Jili แล้ว');
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: { code: 'JILI', name: 'Jili', walletType: 'seamless', launchUrl: '', isEnabled: true, secret: SECRET, protocol: 'generic' },
      }),
    ]);
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('edits without sending a secret until a new one is pasted, and never prefills it', async () => {
    const { calls } = await openGames('admin', { providers: [createProvider()] });
    fireEvent.click(await screen.findByRole('button', { name: 'แก้ไข PG Soft' }));
    const secret = field('เปลี่ยนรหัสลับ (เว้นว่างเพื่อใช้รหัสเดิม)');
    expect(secret.value).toBe('');
    expect(within(dialog()).getByTestId('secret-note').textContent).toContain('อ่านย้อนกลับไม่ได้');
    expect(field('รหัสผู้ให้บริการ').disabled).toBe(true);
    fireEvent.change(field('ชื่อที่แสดง'), { target: { value: 'PG Soft Asia' } });
    save();
    await findToast('บันทึกผู้ให้บริการ PG Soft Asia แล้ว');
    expect(writes(calls).at(-1)?.body).toEqual({ name: 'PG Soft Asia', launchUrl: 'https://games.example/launch', isEnabled: true });

    fireEvent.click(await screen.findByRole('button', { name: 'แก้ไข PG Soft Asia' }));
    expect(field('เปลี่ยนรหัสลับ (เว้นว่างเพื่อใช้รหัสเดิม)').value).toBe('');
    fireEvent.change(field('เปลี่ยนรหัสลับ (เว้นว่างเพื่อใช้รหัสเดิม)'), { target: { value: SECRET } });
    save();
    await findToast('บันทึกผู้ให้บริการ PG Soft Asia แล้ว');
    expect(writes(calls).at(-1)).toEqual(
      expect.objectContaining({ method: 'PATCH', url: expect.stringContaining(`/game-providers/${PG_ID}`), body: expect.objectContaining({ secret: SECRET }) }),
    );
  });

  it('checks the secret with the contract and keeps what was typed on a refusal', async () => {
    await openGames('admin', {
      refuseProviders: (method) =>
        method === 'POST' ? { status: 409, code: 'PROVIDER_CODE_TAKEN', message: 'แบรนด์นี้มีผู้ให้บริการเกมรหัสนี้แล้ว', field: 'code' } : null,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'เพิ่มผู้ให้บริการ' }));
    fireEvent.change(field('รหัสผู้ให้บริการ'), { target: { value: 'PGSOFT' } });
    fireEvent.change(field('ชื่อที่แสดง'), { target: { value: 'PG' } });
    fireEvent.change(field('รหัสลับ'), { target: { value: 'short' } });
    save();
    expect(await findFieldError(field('รหัสลับ'))).toBe('รหัสลับต้องยาวอย่างน้อย 32 ตัวอักษร');
    fireEvent.change(field('รหัสลับ'), { target: { value: SECRET } });
    save();
    expect(await findFieldError(field('รหัสผู้ให้บริการ'))).toBe('แบรนด์นี้มีผู้ให้บริการเกมรหัสนี้แล้ว');
    expect(field('ชื่อที่แสดง').value).toBe('PG');
    expect(field('รหัสลับ').value).toBe(SECRET);
  });

  it('is for admins only', async () => {
    await openGames('support');
    expect(await screen.findByText('ไม่มีสิทธิ์เข้าถึงหน้านี้')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'เพิ่มผู้ให้บริการ' })).toBeNull();
  });
});
