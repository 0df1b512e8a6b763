import { useLiveSnapshot, type LiveSnapshot } from '@/lib/use-live-snapshot';
import { subscribeUsers, type UserRow } from '../api/users-list';

/** The live user list of the permissions page; the listener ends with the page. */
export function useUsers(): LiveSnapshot<UserRow[]> {
  return useLiveSnapshot('profiles', subscribeUsers);
}
