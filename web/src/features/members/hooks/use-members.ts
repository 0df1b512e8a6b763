import { useEffect, useState } from 'react';
import { useRead, type ReadResult } from '@/lib/use-read';
import {
  liveMembers,
  MEMBERS_PAGE_SIZE,
  type MembersPage,
  type StatusFilter,
} from '../api/members-list';

const SEARCH_DELAY_MS = 300;

/** The text typed, once the admin stopped typing for a moment (one query per pause). */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * The console's live rows: the filter's query, or the name/e-mail prefix queries while a search
 * is typed; `pages` pages of 25. Status is judged at `now` (the page's, fixed when it opens).
 */
export function useMembers(
  filter: StatusFilter,
  search: string,
  pages: number,
  now: Date,
): ReadResult<MembersPage> {
  const settled = useSettled(search.trim());
  const count = pages * MEMBERS_PAGE_SIZE;
  return useRead(liveMembers(filter, settled, count, now));
}
