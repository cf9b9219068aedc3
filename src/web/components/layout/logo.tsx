import { Link } from 'react-router';

export function Logo() {
  return (
    <Link to="/dashboard" className="flex items-center gap-2 font-bold text-brand-800" aria-label="Kasuwa home">
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <span className="text-xl tracking-tight">Kasuwa</span>
    </Link>
  );
}
