/**
 * The audit log's filters as the address carries them (?action=&targetType=&targetId=&limit=), so
 * a filtered view can be reloaded, shared with a colleague or linked to from another screen.
 */
export interface AuditFilters {
  action: string;
  targetType: string;
  targetId: string;
  limit: number;
}

export const AUDIT_LIMITS = [50, 100, 200, 500] as const;
export const DEFAULT_AUDIT_LIMIT = 100;

export const EMPTY_AUDIT_FILTERS: AuditFilters = { action: '', targetType: '', targetId: '', limit: DEFAULT_AUDIT_LIMIT };

function readLimit(text: string | null): number {
  const limit = Number(text);
  return AUDIT_LIMITS.some((allowed) => allowed === limit) ? limit : DEFAULT_AUDIT_LIMIT;
}

export function readAuditFilters(params: URLSearchParams): AuditFilters {
  return {
    action: params.get('action')?.trim() ?? '',
    targetType: params.get('targetType')?.trim() ?? '',
    targetId: params.get('targetId')?.trim() ?? '',
    limit: readLimit(params.get('limit')),
  };
}

/** The filters as query parameters: empty ones are left out, so the API does not filter on them. */
export function toAuditQuery(filters: AuditFilters): Record<string, string> {
  const query: Record<string, string> = {};
  const action = filters.action.trim();
  const targetType = filters.targetType.trim();
  const targetId = filters.targetId.trim();
  if (action) query.action = action;
  if (targetType) query.targetType = targetType;
  if (targetId) query.targetId = targetId;
  query.limit = String(filters.limit);
  return query;
}

/** The address of the log filtered to one target, such as every entry about one withdrawal. */
export function buildTargetFilterSearch(targetType: string, targetId: string): string {
  return `?${new URLSearchParams({ targetType, targetId }).toString()}`;
}
