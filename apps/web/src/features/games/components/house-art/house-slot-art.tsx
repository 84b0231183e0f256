import { useSvgId } from './use-svg-id';

/** The house slot: a gold machine showing three sevens under a jackpot sign. Decorative. */
export function HouseSlotArt({ className }: { className?: string }) {
  const background = useSvgId('slot-bg');
  const body = useSvgId('slot-body');
  const reel = useSvgId('slot-reel');
  return (
    <svg className={className} viewBox="0 0 120 120" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id={background} cx="50%" cy="35%" r="75%">
          <stop offset="0" stopColor="#8b3dff" />
          <stop offset="1" stopColor="#1c0838" />
        </radialGradient>
        <linearGradient id={body} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe27a" />
          <stop offset="1" stopColor="#c88400" />
        </linearGradient>
        <linearGradient id={reel} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#d9d2c4" />
          <stop offset="0.3" stopColor="#fffaf0" />
          <stop offset="0.7" stopColor="#fffaf0" />
          <stop offset="1" stopColor="#d9d2c4" />
        </linearGradient>
      </defs>
      <rect width="120" height="120" fill={`url(#${background})`} />
      <path d="M60 46 20 -10h20zM60 46 80 -10h20zM60 46 -10 36v-15zM60 46l70-10v-15z" fill="#fff" opacity="0.07" />
      <rect x="34" y="26" width="52" height="16" rx="8" fill="#ff3d6e" stroke="#ffe27a" strokeWidth="2" />
      <text x="60" y="37.5" textAnchor="middle" fontFamily="Kanit, sans-serif" fontSize="9.5" fontWeight="700" fill="#fff" letterSpacing="1">
        JACKPOT
      </text>
      <rect x="12" y="45" width="96" height="54" rx="11" fill={`url(#${body})`} />
      <rect x="19" y="52" width="82" height="38" rx="6" fill="#2a0f45" />
      {[22, 49, 76].map((x) => (
        <g key={x}>
          <rect x={x} y="55" width="22" height="32" rx="3.5" fill={`url(#${reel})`} />
          <text x={x + 11} y="79" textAnchor="middle" fontFamily="Kanit, sans-serif" fontSize="22" fontWeight="800" fill="#e0143c">
            7
          </text>
        </g>
      ))}
      <rect x="19" y="70" width="82" height="2" fill="#ff3d6e" opacity="0.8" />
      {[20, 32, 44, 56, 68, 80, 92, 100].map((x) => (
        <circle key={x} cx={x} cy="48.5" r="1.6" fill="#fff6c9" />
      ))}
      <ellipse cx="34" cy="109" rx="12" ry="4" fill="#c88400" />
      <ellipse cx="34" cy="106" rx="12" ry="4" fill="#ffd54a" />
      <ellipse cx="86" cy="111" rx="12" ry="4" fill="#c88400" />
      <ellipse cx="86" cy="108" rx="12" ry="4" fill="#ffd54a" />
      <ellipse cx="86" cy="104" rx="12" ry="4" fill="#ffe27a" />
    </svg>
  );
}
