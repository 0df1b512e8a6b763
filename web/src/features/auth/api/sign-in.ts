import { signInWithEmailAndPassword } from 'firebase/auth';
import { auth } from '@/lib/firebase-app';

/** E-mail and password sign-in (no reactfire: the login page stays out of the dashboard chunk). */
export async function signInWithPassword(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(auth, email.trim(), password);
}
