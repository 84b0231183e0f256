import { useSvgId } from './use-svg-id';

/** House hi-lo: one ace between an arrow up and an arrow down. Decorative. */
export function HouseHiloArt({ className }: { className?: string }) {
  const background = useSvgId('hilo-bg');
  return (
    <svg className={className} viewBox="0 0 120 120" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={background} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1d4ed8" />
          <stop offset="1" stopColor="#0a1538" />
        </linearGradient>
      </defs>
      <rect width="120" height="120" fill={`url(#${background})`} />
      <circle cx="60" cy="60" r="44" fill="none" stroke="#fff" strokeWidth="1" opacity="0.12" />
      <circle cx="60" cy="60" r="32" fill="none" stroke="#fff" strokeWidth="1" opacity="0.12" />
      <rect x="39" y="28" width="42" height="62" rx="6" fill="#fffdf7" stroke="#d8d2c2" />
      <text x="45" y="42" fontFamily="Kanit, sans-serif" fontSize="12" fontWeight="700" fill="#15151f">
        A
      </text>
      <path d="M60 47c-8 7-12 11-12 15a5.3 5.3 0 0 0 9.4 3.2L56 73h8l-1.4-7.8A5.3 5.3 0 0 0 72 62c0-4-4-8-12-15Z" fill="#15151f" />
      <path d="M99 22 110 38h-7v12h-8V38h-7Z" fill="#3ddc97" />
      <text x="99" y="62" textAnchor="middle" fontFamily="Kanit, sans-serif" fontSize="10" fontWeight="700" fill="#3ddc97">
        HI
      </text>
      <path d="M21 98 10 82h7V70h8v12h7Z" fill="#ff6b6b" />
      <text x="21" y="62" textAnchor="middle" fontFamily="Kanit, sans-serif" fontSize="10" fontWeight="700" fill="#ff6b6b">
        LO
      </text>
    </svg>
  );
}
