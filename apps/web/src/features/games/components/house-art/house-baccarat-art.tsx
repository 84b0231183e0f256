import { useSvgId } from './use-svg-id';

/** House baccarat: a nine and an eight on green felt, with the player and banker spots. Decorative. */
export function HouseBaccaratArt({ className }: { className?: string }) {
  const felt = useSvgId('baccarat-felt');
  return (
    <svg className={className} viewBox="0 0 120 120" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id={felt} cx="50%" cy="40%" r="75%">
          <stop offset="0" stopColor="#17a865" />
          <stop offset="1" stopColor="#04331f" />
        </radialGradient>
      </defs>
      <rect width="120" height="120" fill={`url(#${felt})`} />
      <ellipse cx="60" cy="124" rx="70" ry="44" fill="none" stroke="#f5c542" strokeWidth="1.5" strokeDasharray="4 3" opacity="0.7" />
      <g transform="rotate(-13 38 50)">
        <rect x="19" y="22" width="38" height="54" rx="5" fill="#fffdf7" stroke="#d8d2c2" />
        <text x="25" y="35" fontFamily="Kanit, sans-serif" fontSize="12" fontWeight="700" fill="#d6163b">
          9
        </text>
        <path d="M38 62c-7-5-10-8.5-10-12a4.8 4.8 0 0 1 10-2 4.8 4.8 0 0 1 10 2c0 3.5-3 7-10 12Z" fill="#d6163b" />
      </g>
      <g transform="rotate(11 80 50)">
        <rect x="61" y="21" width="38" height="54" rx="5" fill="#fffdf7" stroke="#d8d2c2" />
        <text x="67" y="34" fontFamily="Kanit, sans-serif" fontSize="12" fontWeight="700" fill="#15151f">
          8
        </text>
        <path d="M80 40c-7 6-10 9.5-10 13a4.6 4.6 0 0 0 8.2 2.8L77 62h6l-1.2-6.2A4.6 4.6 0 0 0 90 53c0-3.5-3-7-10-13Z" fill="#15151f" />
      </g>
      <circle cx="38" cy="96" r="10" fill="#1f6feb" stroke="#fff" strokeWidth="1.5" />
      <text x="38" y="100.5" textAnchor="middle" fontFamily="Kanit, sans-serif" fontSize="12" fontWeight="700" fill="#fff">
        P
      </text>
      <circle cx="82" cy="96" r="10" fill="#e0143c" stroke="#fff" strokeWidth="1.5" />
      <text x="82" y="100.5" textAnchor="middle" fontFamily="Kanit, sans-serif" fontSize="12" fontWeight="700" fill="#fff">
        B
      </text>
      <circle cx="60" cy="100" r="7" fill="#f5c542" stroke="#fff" strokeWidth="1.5" strokeDasharray="3 2" />
    </svg>
  );
}
