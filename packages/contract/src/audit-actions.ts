/**
 * Every action the audit log records, as `<what>.<verb>`. The API writes only these (the type of
 * its audit entry), and the console shows each by its name in Thai or English (a test keeps a
 * label for every one), so an operator reads "อนุมัติถอนเงิน" rather than `withdrawal.approve`
 * and filters by it.
 */
export const AUDIT_ACTIONS = [
  'operator.login',
  'operator.login_failed',
  'brand.create',
  'brand.website_status.set',
  'brand.settings.update',
  'brand.hostnames.set',
  'brand.configuration.set',
  'brand.configuration.upload',
  'brand.chat_widget.set',
  'brand.affiliate_rule.set',
  'brand.operator_ip_allowlist.set',
  'brand.statement_secret.set',
  'brand.four_eyes.propose',
  'brand.four_eyes.set',
  'member.credit.adjust',
  'member.status.set',
  'member.level.set',
  'member.protection.break',
  'withdrawal.first_approve',
  'withdrawal.approve',
  'withdrawal.reject',
  'withdrawal.fail',
  'withdrawal.retry',
  'slip_request.approve',
  'slip_request.reject',
  'statement_line.assign',
  'statement_line.reject',
  'tier.update',
  'reward_settings.update',
  'check_in_day.set',
  'prize_option.create',
  'prize_option.update',
  'prize_option.delete',
  'reward_category.create',
  'reward_category.update',
  'reward_item.create',
  'reward_item.update',
  'reward_request.fulfilled',
  'reward_request.rejected',
  'announcement.create',
  'announcement.update',
  'announcement.delete',
  'promotion_banner.create',
  'promotion_banner.update',
  'promotion_banner.delete',
  'media_video.create',
  'media_video.update',
  'media_video.delete',
  'game.update',
  'game_provider.create',
  'game_provider.update',
  'aggregator.connect',
  'aggregator.categories',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export function isAuditAction(text: string): text is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(text);
}
