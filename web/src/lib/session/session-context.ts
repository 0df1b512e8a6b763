import { createContext } from 'react';
import type { Session } from './session-types';

/** null = used outside SessionProvider (a programming error, reported by useSession). */
export const SessionContext = createContext<Session | null>(null);
