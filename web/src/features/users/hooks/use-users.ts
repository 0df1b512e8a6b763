import { useEffect, useState } from 'react';
import { subscribeUsers, type UserRow } from '../api/users-list';

export type UsersState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; users: UserRow[] };

/** The live user list of the permissions page; the listener ends with the page. */
export function useUsers(): UsersState {
  const [state, setState] = useState<UsersState>({ status: 'loading' });
  useEffect(
    () =>
      subscribeUsers(
        (users) => setState({ status: 'ready', users }),
        (error) => {
          // Spec §8: list fetch errors are logged and the list shows as empty.
          console.error('Falha ao carregar usuários', error);
          setState({ status: 'error' });
        },
      ),
    [],
  );
  return state;
}
