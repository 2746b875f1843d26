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

/** `shown`: params on screen; `chosen`: those of a change still loading, so a control shows it at once. */
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

function usePendingSearch(): string | null {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  return navigation.location?.pathname === pathname ? navigation.location.search : null;
}

export function useListChanging(): boolean {
  const { search } = useLocation();
  const pending = usePendingSearch();
  return pending !== null && listChoices(pending) !== listChoices(search);
}

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

/** The term reaches the URL once typing pauses; a URL changed elsewhere (Back, a link) wins. */
export function useSearchParamInput({ shown, chosen, replace }: ListParams, name: ListParam = 'search') {
  const urlTerm = readParam(chosen, name);
  const [text, setText] = useState(urlTerm);
  // A URL term that differs from both what this box wrote and what it last saw was set elsewhere.
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
    text,
    setText,
    term: readParam(shown, name),
  };
}
