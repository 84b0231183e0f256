import { findBank } from '@app/contract/banks';

interface BankColours {
  background: string;
  text: string;
  /** A second brand colour, drawn as a ring (TTB's orange on blue). */
  ring?: string;
}

/**
 * Each bank's own colours, by Bank of Thailand code. Members recognise their bank by its colour
 * before they read its name, so the badge shows it; the short name says the rest.
 */
const BANK_COLOURS: Record<string, BankColours> = {
  '002': { background: '#1e4598', text: '#ffffff' },
  '004': { background: '#138f2d', text: '#ffffff' },
  '006': { background: '#1ba5e1', text: '#ffffff' },
  '011': { background: '#0050f0', text: '#ffffff', ring: '#fc4f1f' },
  '014': { background: '#4e2e7f', text: '#ffffff' },
  '017': { background: '#056dae', text: '#ffffff' },
  '022': { background: '#7e2f36', text: '#ffffff' },
  '024': { background: '#0b3979', text: '#ffffff', ring: '#e21b23' },
  '025': { background: '#fec43b', text: '#4b4b4d' },
  '030': { background: '#eb198d', text: '#ffffff' },
  '033': { background: '#f57d23', text: '#ffffff' },
  '034': { background: '#4b9b2e', text: '#ffffff' },
  '066': { background: '#184615', text: '#ffffff' },
  '067': { background: '#12549f', text: '#ffffff' },
  '069': { background: '#635f98', text: '#ffffff' },
  '070': { background: '#c50f1c', text: '#ffffff' },
  '071': { background: '#ff9100', text: '#ffffff' },
  '073': { background: '#4d5d6b', text: '#ffffff' },
};

const UNKNOWN_BANK: BankColours = { background: '#3a3a4a', text: '#ffffff' };

/** Longer short names get a smaller type, and the longest are squeezed to fit inside the circle. */
function fitText(text: string): { fontSize: number; textLength?: number } {
  if (text.length <= 3) return { fontSize: 12.5 };
  if (text.length === 4) return { fontSize: 10.5 };
  return { fontSize: 9, textLength: 30 };
}

/** A round badge in a bank's colours with its short name (KBANK, SCB...), for lists and pickers. */
export function BankLogo({ bankCode, size = 40 }: { bankCode: string; size?: number }) {
  const bank = findBank(bankCode);
  const colours = BANK_COLOURS[bankCode] ?? UNKNOWN_BANK;
  const label = bank?.shortName ?? bankCode;
  const { fontSize, textLength } = fitText(label);
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false" style={{ flex: 'none' }} data-bank-code={bankCode}>
      <circle cx="20" cy="20" r={colours.ring ? 18.5 : 20} fill={colours.background} stroke={colours.ring} strokeWidth={colours.ring ? 3 : 0} />
      <text
        x="20"
        y="20.5"
        dominantBaseline="central"
        textAnchor="middle"
        fill={colours.text}
        fontSize={fontSize}
        fontWeight={700}
        fontFamily="system-ui, sans-serif"
        letterSpacing={0.2}
        textLength={textLength}
        lengthAdjust={textLength ? 'spacingAndGlyphs' : undefined}
      >
        {label}
      </text>
    </svg>
  );
}
