import { expect, request, type APIRequestContext } from '@playwright/test';
import { adminSlipRequestListResponseSchema, type AdminSlipRequest, type ApproveSlipRequestRequest } from '@app/contract/admin-slips';
import { brandImageUploadResponseSchema } from '@app/contract/brand-images';
import { OPERATOR_PASSWORD } from './e2e-env';
import { currentJourney } from './journey-test';
import { journeyRequestOptions, type Journey } from './journeys';
import { unusedOperatorTotpCode } from './operator-totp';

interface BrandSummary {
  id: string;
  siteName: string;
  hostnames: string[];
  websiteStatus: string;
}

function isBrandList(value: unknown): value is { data: BrandSummary[] } {
  return typeof value === 'object' && value !== null && 'data' in value && Array.isArray(value.data);
}

export interface PendingWithdrawal {
  uuid: string;
  username: string;
  amountSatang: number;
}

export interface CreditAdjustment {
  direction: 'credit' | 'debit';
  amountSatang: number;
  reason: string;
  /** A retry with the same key returns the first result instead of moving money twice. */
  idempotencyKey: string;
}

function isPendingWithdrawal(value: unknown): value is PendingWithdrawal {
  return (
    typeof value === 'object' &&
    value !== null &&
    'uuid' in value &&
    typeof value.uuid === 'string' &&
    'username' in value &&
    typeof value.username === 'string' &&
    'amountSatang' in value &&
    typeof value.amountSatang === 'number'
  );
}

function readPendingWithdrawals(value: unknown): PendingWithdrawal[] {
  if (typeof value !== 'object' || value === null || !('data' in value) || !Array.isArray(value.data)) {
    throw new Error('GET /api/admin/brands/{brandId}/withdrawals did not answer {data:[...]}');
  }
  return value.data.filter(isPendingWithdrawal);
}

function readToken(value: unknown): string {
  if (typeof value === 'object' && value !== null && 'token' in value && typeof value.token === 'string') return value.token;
  throw new Error('POST /api/admin/login did not answer a token');
}

function readWebsiteStatus(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !('data' in value)) return undefined;
  const { data } = value;
  return typeof data === 'object' && data !== null && 'websiteStatus' in data ? data.websiteStatus : undefined;
}

/**
 * The session token of each journey's API operator (its first operator). A code is accepted once
 * (the server refuses a replay inside its 30 seconds), so a journey signs its API operator in
 * once and every test of the spec reuses the session.
 */
const sessionTokens = new Map<string, string>();

async function operatorToken(journey: Journey): Promise<string> {
  const known = sessionTokens.get(journey.host);
  if (known) return known;
  const [username] = journey.operators;
  if (!username) throw new Error(`journey ${journey.code} has no operator`);
  const login = await request.newContext(journeyRequestOptions(journey));
  try {
    const totpCode = await unusedOperatorTotpCode(username);
    const response = await login.post('/api/admin/login', { data: { username, password: OPERATOR_PASSWORD, totpCode } });
    expect(response.status(), await response.text()).toBe(200);
    const token = readToken(await response.json());
    sessionTokens.set(journey.host, token);
    return token;
  } finally {
    await login.dispose();
  }
}

/**
 * The admin API, driven as the journey's API operator, for the journey's brand: its website
 * status, withdrawal queue, statement secret and manual credit adjustments.
 */
export class OperatorClient {
  private constructor(
    private readonly api: APIRequestContext,
    private readonly brandId: string,
  ) {}

  /** Signs in for the running test's journey (support/journeys.ts). */
  static async logIn(): Promise<OperatorClient> {
    const journey = currentJourney();
    const token = await operatorToken(journey);
    const api = await request.newContext(journeyRequestOptions(journey, { Authorization: `Bearer ${token}` }));
    const brandsResponse = await api.get('/api/admin/brands');
    expect(brandsResponse.status(), await brandsResponse.text()).toBe(200);
    const brands: unknown = await brandsResponse.json();
    if (!isBrandList(brands)) throw new Error('GET /api/admin/brands did not answer {data:[...]}');
    const brand = brands.data.find((candidate) => candidate.hostnames.includes(journey.host));
    if (!brand) throw new Error(`The admin API lists no brand on ${journey.host}`);
    return new OperatorClient(api, brand.id);
  }

  async setWebsiteStatus(websiteStatus: 'MA' | 'NORMAL'): Promise<void> {
    const response = await this.api.put(`/api/admin/brands/${this.brandId}/website-status`, { data: { websiteStatus } });
    expect(response.ok(), await response.text()).toBe(true);
    // Wait until the public endpoint reports the new status, in case the server caches it.
    await expect
      .poll(async () => {
        const status = await this.api.get('/api/setting/operational/website');
        return readWebsiteStatus(await status.json());
      })
      .toBe(websiteStatus);
  }

  /** `PUT /api/admin/brands/{brandId}/four-eyes`; answers its status: 200 applied, 202 waiting for a second admin. */
  async setFourEyesThreshold(thresholdSatang: number | null): Promise<number> {
    const response = await this.api.put(`/api/admin/brands/${this.brandId}/four-eyes`, { data: { thresholdSatang } });
    expect(response.ok(), await response.text()).toBe(true);
    return response.status();
  }

  async listPendingWithdrawals(): Promise<PendingWithdrawal[]> {
    const response = await this.api.get(`/api/admin/brands/${this.brandId}/withdrawals`, { params: { status: 'pending' } });
    expect(response.status(), await response.text()).toBe(200);
    return readPendingWithdrawals(await response.json());
  }

  async approveWithdrawal(withdrawalId: string, bankReference: string): Promise<void> {
    const response = await this.api.post(`/api/admin/brands/${this.brandId}/withdrawals/${withdrawalId}/approve`, {
      data: { bankReference },
    });
    expect(response.status(), await response.text()).toBe(200);
  }

  async rejectWithdrawal(withdrawalId: string, reason: string): Promise<void> {
    const response = await this.api.post(`/api/admin/brands/${this.brandId}/withdrawals/${withdrawalId}/reject`, {
      data: { reason },
    });
    expect(response.status(), await response.text()).toBe(200);
  }

  /** The brand's slips sent for review that wait for an operator, newest first. */
  async listPendingSlipRequests(): Promise<AdminSlipRequest[]> {
    const response = await this.api.get(`/api/admin/brands/${this.brandId}/slip-requests`, { params: { status: 'pending' } });
    expect(response.status(), await response.text()).toBe(200);
    return adminSlipRequestListResponseSchema.parse(await response.json()).data;
  }

  /** Approves a slip with the amount, bank and reference the operator found on the statement; the member is credited. */
  async approveSlipRequest(requestId: string, approval: ApproveSlipRequestRequest): Promise<void> {
    const response = await this.api.post(`/api/admin/brands/${this.brandId}/slip-requests/${requestId}/approve`, { data: approval });
    expect(response.status(), await response.text()).toBe(200);
  }

  /** The secret the brand's statement reader signs with; the API never shows it again. */
  async setStatementSecret(secret: string): Promise<void> {
    const response = await this.api.put(`/api/admin/brands/${this.brandId}/integrations/bank-statement-secret`, { data: { secret } });
    expect(response.status(), await response.text()).toBe(200);
  }

  /** A manual change to a member's credit, recorded against the brand's adjustment account. */
  async adjustMemberCredit(memberId: string, adjustment: CreditAdjustment): Promise<void> {
    const response = await this.api.post(`/api/admin/brands/${this.brandId}/members/${memberId}/credit-adjustments`, { data: adjustment });
    expect(response.status(), await response.text()).toBe(200);
  }

  /** Creates an announcement of the brand; answers its id. */
  async createAnnouncement(announcement: { title: string; body: string; isPopup: boolean; startsAt: string }): Promise<string> {
    const response = await this.api.post(`/api/admin/brands/${this.brandId}/announcements`, { data: announcement });
    expect(response.status(), await response.text()).toBe(200);
    const created: unknown = await response.json();
    const data = typeof created === 'object' && created !== null && 'data' in created ? created.data : null;
    if (typeof data === 'object' && data !== null && 'id' in data && typeof data.id === 'string') return data.id;
    throw new Error('POST /api/admin/brands/{brandId}/announcements did not answer {data:{id}}');
  }

  async deleteAnnouncement(announcementId: string): Promise<void> {
    const response = await this.api.delete(`/api/admin/brands/${this.brandId}/announcements/${announcementId}`);
    expect(response.ok(), await response.text()).toBe(true);
  }

  /** Switches the brand's support chat widget; the public settings show it after the next reload. */
  async setChatWidget(chatWidget: { isEnabled: boolean; scriptUrl: string; fields: string[] }): Promise<void> {
    const response = await this.api.put(`/api/admin/brands/${this.brandId}/chat-widget`, { data: chatWidget });
    expect(response.status(), await response.text()).toBe(200);
  }

  /** Changes fields of a wheel or flip-card option (admin only), such as putting a label back. */
  async changePrizeOption(prizeId: string, changes: { label?: string; weight?: number; isActive?: boolean }): Promise<void> {
    const response = await this.api.patch(`/api/admin/brands/${this.brandId}/prizes/${prizeId}`, { data: changes });
    expect(response.status(), await response.text()).toBe(200);
  }

  /** Changes a game of the catalogue (admin only), such as putting its hot mark back. */
  async changeGame(gameId: string, changes: { isHot?: boolean; isEnabled?: boolean; sortOrder?: number }): Promise<void> {
    const response = await this.api.patch(`/api/admin/brands/${this.brandId}/games/${gameId}`, { data: changes });
    expect(response.status(), await response.text()).toBe(200);
  }

  /** Points a brand configuration image key at a path (admin only), such as putting the original back. */
  async setConfigurationPath(key: string, path: string): Promise<void> {
    const response = await this.api.put(`/api/admin/brands/${this.brandId}/configuration/${key}`, { data: { path } });
    expect(response.status(), await response.text()).toBe(200);
  }

  /** Uploads an image for a configuration key (a data URL, as the console sends it); answers the key's new path. */
  async uploadConfigurationImage(key: string, image: string): Promise<string> {
    const response = await this.api.post(`/api/admin/brands/${this.brandId}/configuration/${key}/image`, { data: { image } });
    expect(response.status(), await response.text()).toBe(200);
    return brandImageUploadResponseSchema.parse(await response.json()).data.value.data.path;
  }

  async dispose(): Promise<void> {
    await this.api.dispose();
  }
}
