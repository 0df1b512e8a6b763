// The product's name (written once in the domain, which the certificates' PDF uses too) and the
// greeting that uses it, shared by the public site, sign-in, the dashboard shell and partners.
import { PLATFORM_NAME } from '@app/domain/brand';

export { PLATFORM_NAME };

/** Welcome toast title: greets the user by first name to the platform. */
export function welcomeTitle(name: string): string {
  const firstName = name.trim().split(/\s+/)[0] ?? '';
  return firstName
    ? `Bem-vindo(a) à ${PLATFORM_NAME}, ${firstName}!`
    : `Bem-vindo(a) à ${PLATFORM_NAME}!`;
}
