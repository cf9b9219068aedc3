import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../ui/icons';
import { paths } from '../../app/paths';

/** Header search: a non-empty trimmed text goes to /search-results?search=…; blanks are ignored. */
export function HeaderSearch({ onDone }: { onDone?: () => void }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const navigate = useNavigate();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const query = text.trim();
    if (!query) return;
    navigate(`${paths.searchResults}?search=${encodeURIComponent(query)}`);
    setText('');
    onDone?.();
  };

  return (
    <form role="search" onSubmit={submit} className="relative w-full">
      <label htmlFor="header-search" className="sr-only">
        <Trans>Search markets and products</Trans>
      </label>
      <input
        id="header-search"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t`Search markets and products`}
        maxLength={100}
        className="h-10 w-full rounded-full border border-stone-300 bg-white pr-10 pl-4 text-sm focus:outline-2 focus:outline-brand-600"
      />
      <button
        type="submit"
        className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full p-1 text-stone-600 hover:text-brand-700"
        aria-label={t`Search`}
      >
        <SearchIcon width={18} height={18} />
      </button>
    </form>
  );
}
