import type { SVGProps } from 'react';

/** Line icons drawn in the current text colour; decorative unless given a title by the caller. */
function Icon({ d, ...rest }: SVGProps<SVGSVGElement> & { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...rest}
    >
      <path d={d} />
    </svg>
  );
}

type P = SVGProps<SVGSVGElement>;
export const HomeIcon = (p: P) => <Icon d="M3 11.5 12 4l9 7.5M5 10v10h5v-6h4v6h5V10" {...p} />;
export const MarketIcon = (p: P) => (
  <Icon d="M3 9l1.5-5h15L21 9M3 9h18M3 9v2a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0V9M5 13v7h14v-7" {...p} />
);
export const BellIcon = (p: P) => (
  <Icon d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" {...p} />
);
export const CartIcon = (p: P) => (
  <Icon d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2M10 21h.01M17 21h.01" {...p} />
);
export const UserIcon = (p: P) => <Icon d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 9a7 7 0 0 1 14 0" {...p} />;
export const SearchIcon = (p: P) => <Icon d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm10 3-5-5" {...p} />;
export const MenuIcon = (p: P) => <Icon d="M4 6h16M4 12h16M4 18h16" {...p} />;
export const CloseIcon = (p: P) => <Icon d="M6 6l12 12M18 6 6 18" {...p} />;
export const ChevronDownIcon = (p: P) => <Icon d="m6 9 6 6 6-6" {...p} />;
export const ArrowUpIcon = (p: P) => <Icon d="M12 19V5m-7 7 7-7 7 7" {...p} />;
export const TruckIcon = (p: P) => (
  <Icon d="M3 6h11v10H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm10 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4z" {...p} />
);
export const ReturnIcon = (p: P) => <Icon d="M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3" {...p} />;
export const ShieldIcon = (p: P) => <Icon d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6zm-3 9 2 2 4-4" {...p} />;
export const HeadsetIcon = (p: P) => (
  <Icon d="M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1zm16 0h-3v5h2a1 1 0 0 0 1-1z" {...p} />
);
export const TagIcon = (p: P) => <Icon d="M3 12V4h8l10 10-8 8zM7.5 7.5h.01" {...p} />;
export const GlobeIcon = (p: P) => (
  <Icon
    d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3"
    {...p}
  />
);
export const ChevronRightIcon = (p: P) => <Icon d="m9 6 6 6-6 6" {...p} />;
