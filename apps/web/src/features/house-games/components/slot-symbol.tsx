import type { ReactNode } from 'react';
import type { SlotSymbol as SlotSymbolCode } from '@app/contract/house-games/slot';

/**
 * The six slot symbols as small vector drawings (no images to load, crisp at any size). They are
 * decorative: the grid cell around them carries the symbol's Thai name.
 */
const ART: Record<SlotSymbolCode, ReactNode> = {
  SEVEN: (
    <>
      <path d="M14 12h36v8L34 54H22l15-32H22v5h-8z" fill="#e0162b" stroke="#ffd76a" strokeWidth="3" strokeLinejoin="round" />
      <path d="M18 15h28" stroke="#ff8a7a" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
  BAR: (
    <>
      <rect x="6" y="18" width="52" height="28" rx="6" fill="#15151f" stroke="#ffd76a" strokeWidth="3" />
      <rect x="11" y="23" width="42" height="18" rx="3" fill="none" stroke="#ffd76a" strokeOpacity="0.4" />
      <text x="32" y="38.5" textAnchor="middle" fill="#fff4d0" fontFamily="Kanit, sans-serif" fontSize="15" fontWeight="700" letterSpacing="1">
        BAR
      </text>
    </>
  ),
  BELL: (
    <>
      <circle cx="32" cy="10" r="4" fill="#f5b301" />
      <path d="M32 13c-11 0-16 9-16 19v8l-6 7h44l-6-7v-8c0-10-5-19-16-19z" fill="#f5b301" stroke="#7a4d00" strokeWidth="2" />
      <circle cx="32" cy="52" r="5" fill="#a86b00" />
      <path d="M23 28c1-5 4-8 8-9" stroke="#fffbe6" strokeWidth="3" strokeLinecap="round" fill="none" opacity="0.8" />
    </>
  ),
  MELON: (
    <>
      <path d="M6 24a26 26 0 0 0 52 0z" fill="#1f8a3b" />
      <path d="M11 24a21 21 0 0 0 42 0z" fill="#eafbe0" />
      <path d="M14 24a18 18 0 0 0 36 0z" fill="#ef3b4f" />
      <g fill="#1c1c24">
        <ellipse cx="24" cy="30" rx="1.6" ry="2.6" />
        <ellipse cx="32" cy="35" rx="1.6" ry="2.6" />
        <ellipse cx="40" cy="30" rx="1.6" ry="2.6" />
        <ellipse cx="28" cy="27" rx="1.4" ry="2.2" />
        <ellipse cx="36" cy="27" rx="1.4" ry="2.2" />
      </g>
    </>
  ),
  CHERRY: (
    <>
      <path d="M21 40c3-12 8-22 17-30M43 42c-1-12-2-22-5-32" stroke="#3d7a1f" strokeWidth="3" strokeLinecap="round" fill="none" />
      <path d="M38 10c6-4 14-3 18 2-7 3-13 3-18-2z" fill="#4caf3a" />
      <circle cx="20" cy="45" r="10" fill="#d9112b" stroke="#7a0010" strokeWidth="2" />
      <circle cx="43" cy="46" r="10" fill="#e8193a" stroke="#7a0010" strokeWidth="2" />
      <circle cx="16" cy="41" r="3" fill="#fff" opacity="0.55" />
      <circle cx="39" cy="42" r="3" fill="#fff" opacity="0.55" />
    </>
  ),
  LEMON: (
    <>
      <path d="M7 33c3-13 16-20 27-19 11 1 20 8 23 19-3 11-12 18-23 19-11 1-24-6-27-19z" fill="#ffe14d" stroke="#c99a00" strokeWidth="2.5" />
      <path d="M3 33l5-2v4zM61 33l-5-2v4z" fill="#c99a00" />
      <path d="M18 26c4-4 9-6 14-6" stroke="#fffbe0" strokeWidth="3" strokeLinecap="round" fill="none" opacity="0.85" />
    </>
  ),
};

export function SlotSymbolArt({ symbol }: { symbol: SlotSymbolCode }) {
  return (
    <svg viewBox="0 0 64 64" width="100%" height="100%" aria-hidden="true" focusable="false">
      {ART[symbol]}
    </svg>
  );
}
