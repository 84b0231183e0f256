import { BallIcon, CardsIcon, ChipIcon, FishIcon, FlameIcon, SlotMachineIcon, SparkIcon, TicketIcon } from '@/components/ui/icons';

const ICONS: Record<string, typeof BallIcon> = {
  sport: BallIcon,
  casino: ChipIcon,
  fishing: FishIcon,
  card: CardsIcon,
  lotto: TicketIcon,
  hot: FlameIcon,
  slot: SlotMachineIcon,
};

/** The icon of a game category; a category the app does not know yet gets a neutral one. */
export function CategoryIcon({ code, size }: { code: string; size?: number }) {
  const Icon = ICONS[code] ?? SparkIcon;
  return <Icon size={size} />;
}
