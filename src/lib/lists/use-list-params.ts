import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import {
  listChoices,
  readPageCount,
  readParam,
  SEARCH_DEBOUNCE_MS,
  withListParams,
  withPageCount,
  type ListParam,
  type ListParamChanges,
} from './list-params';

/**
 * A list's choices in the URL (list-params.ts), one per screen. `shown`: the params on screen
 * (their loader has run); `chosen`: those of a change still loading, so a control shows it at
 * once; `replace`: writes changes in place of the history entry, without scrolling, building on
 * a change still loading (pass a function to decide from the params of that moment).
 */
export function useListParams() {
  const location = useLocation();
  const navigate = useNavigate();
  const chosenSearch = usePendingSearch() ?? location.search;

  const latest = useRef(chosenSearch);
  useLayoutEffect(() => {
    latest.current = chosenSearch;
  }, [chosenSearch]);

  const replace = useCallback(
    (changes: ListParamChanges | ((current: URLSearchParams) => ListParamChanges)) => {
      const resolved = typeof changes === 'function' ? changes(new URLSearchParams(latest.current)) : changes;
      const search = withListParams(latest.current, resolved);
      if (search === withListParams(latest.current, {})) return;
      latest.current = search;
      void navigate({ search }, { replace: true, preventScrollReset: true });
    },
    [navigate],
  );

  const shown = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const chosen = useMemo(() => new URLSearchParams(chosenSearch), [chosenSearch]);
  return { shown, chosen, replace };
}

export type ListParams = ReturnType<typeof useListParams>;

/** The search string this list is changing to (its loader is running), or null. */
function usePendingSearch(): string | null {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  return navigation.location?.pathname === pathname ? navigation.location.search : null;
}

/** True while a change of this list's choices loads: the old results give way to placeholders. */
export function useListChanging(): boolean {
  const { search } = useLocation();
  const pending = usePendingSearch();
  return pending !== null && listChoices(pending) !== listChoices(search);
}

/**
 * The pages a paged list shows (`?page`); `showPages(count)` replaces the entry with that count,
 * without scrolling, and its loader loads what is missing. `pending`: that move is loading.
 */
export function usePageCount() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const pendingSearch = usePendingSearch();
  const pending = pendingSearch !== null && pendingSearch !== search && listChoices(pendingSearch) === listChoices(search);
  const showPages = useCallback(
    (count: number) => void navigate({ search: withPageCount(search, count) }, { replace: true, preventScrollReset: true }),
    [navigate, search],
  );
  return { count: readPageCount(new URLSearchParams(search)), pending, showPages };
}

/**
 * A search box bound to a URL param: it shows what is typed at once, and the term reaches the URL
 * once typing pauses (SEARCH_DEBOUNCE_MS). A URL changed elsewhere (Back, a link) wins over it.
 */
export function useSearchParamInput({ shown, chosen, replace }: ListParams, name: ListParam = 'search') {
  const urlTerm = readParam(chosen, name);
  const [text, setText] = useState(urlTerm);
  // The last term this box wrote or took over, and the URL's term it last saw: a URL term that
  // differs from both was set by someone else.
  const [sent, setSent] = useState(urlTerm);
  const [seen, setSeen] = useState(urlTerm);
  if (urlTerm !== seen) {
    setSeen(urlTerm);
    if (urlTerm !== sent) {
      setSent(urlTerm);
      setText(urlTerm);
    }
  }

  useEffect(() => {
    const term = text.trim();
    if (term === sent) return;
    const timer = setTimeout(() => {
      setSent(term);
      replace({ [name]: term });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, sent, name, replace]);

  return {
    /** The input's value. */
    text,
    setText,
    /** The term the list on screen was loaded with. */
    term: readParam(shown, name),
  };
}
