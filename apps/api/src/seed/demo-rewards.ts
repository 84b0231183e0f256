import type { Database } from '../db/client';
import { announcements, mediaVideos, promotionBanners } from '../db/schema/content';
import { rewardCategories, rewardItems } from '../db/schema/rewards';
import { payReward } from '../modules/rewards/pay-reward';

export const DEMO_POINTS = 500;

/**
 * The demo brand's reward catalogue, media and announcements, and 500 points for the demo
 * member, so every reward screen has something real to show on a fresh installation.
 */
export async function seedDemoRewards(db: Database, brandId: string, memberId: string, now: Date): Promise<void> {
  const [credit, gifts] = await db
    .insert(rewardCategories)
    .values([
      { brandId, name: 'เครดิต', imageKey: 'rewards/credit.svg', sortOrder: 1 },
      { brandId, name: 'ของรางวัล', imageKey: 'rewards/gift.svg', sortOrder: 2 },
    ])
    .returning();
  if (!credit || !gifts) throw new Error('the demo reward categories were not created');
  await db.insert(rewardItems).values([
    {
      brandId,
      categoryId: credit.id,
      name: 'เครดิตฟรี 50 บาท',
      description: 'เข้ากระเป๋าเครดิตทันที',
      imageKey: 'rewards/credit.svg',
      kind: 'credit',
      costPoints: 100,
      creditSatang: 5_000,
      sortOrder: 1,
    },
    {
      brandId,
      categoryId: credit.id,
      name: 'เครดิตฟรี 300 บาท',
      description: 'เข้ากระเป๋าเครดิตทันที',
      imageKey: 'rewards/credit.svg',
      kind: 'credit',
      costPoints: 500,
      creditSatang: 30_000,
      sortOrder: 2,
    },
    {
      brandId,
      categoryId: gifts.id,
      name: 'เสื้อยืดลัคกี้สยาม',
      description: 'ผ้าคอตตอน ไซซ์ L จัดส่งฟรีทั่วประเทศ',
      imageKey: 'rewards/gift.svg',
      kind: 'physical',
      costPoints: 300,
      stockLeft: 20,
      sortOrder: 1,
    },
    {
      brandId,
      categoryId: gifts.id,
      name: 'หูฟังไร้สาย',
      description: 'จัดส่งภายใน 7 วันทำการ',
      imageKey: 'rewards/gift.svg',
      kind: 'physical',
      costPoints: 2_000,
      stockLeft: 5,
      sortOrder: 2,
    },
  ]);
  await db.insert(mediaVideos).values([
    { brandId, title: 'แนะนำเว็บไซต์ลัคกี้สยาม', url: '/brand-assets/demo/media/welcome.webm', posterKey: 'media/welcome-poster.svg', sortOrder: 1 },
    { brandId, title: 'วิธีฝากเงินด้วยสลิป', url: '/brand-assets/demo/media/slip-howto.webm', posterKey: 'media/slip-poster.svg', sortOrder: 2 },
  ]);
  await db.insert(promotionBanners).values([
    {
      brandId,
      title: 'ฝากเช้ารับโบนัส 10%',
      imageKey: 'media/banner-morning.svg',
      detail: 'ฝากเงินระหว่าง 00:00-11:59 น. ยอดลงท้าย .11 รับโบนัส 10% สูงสุด 1,000 บาท',
      sortOrder: 1,
    },
    { brandId, title: 'หมุนวงล้อฟรีทุกวัน', imageKey: 'media/banner-wheel.svg', detail: 'หมุนฟรีวันละ 1 ครั้ง และรับสิทธิ์เพิ่มทุกการฝาก 500 บาทขึ้นไป', sortOrder: 2 },
  ]);
  await db.insert(announcements).values([
    { brandId, title: 'ยินดีต้อนรับสู่ลัคกี้สยาม', body: 'เช็คอินทุกวันรับเครดิตฟรี และสะสมพอยท์แลกของรางวัลได้ที่หน้ารางวัล', startsAt: now, createdAt: now, updatedAt: now },
    { brandId, title: 'ฝากถอนอัตโนมัติ 24 ชั่วโมง', body: 'ฝากด้วยสลิปหรือโอนจากบัญชีที่ผูกไว้ เครดิตเข้าภายในไม่กี่วินาที', startsAt: now, createdAt: now, updatedAt: now },
  ]);
  await payReward(db, {
    brandId,
    memberId,
    rewardKind: 'point',
    amount: DEMO_POINTS,
    idempotencyKey: `seed:demo-points:${memberId}`,
    memo: { reason: 'demo' },
    at: now,
  });
}
