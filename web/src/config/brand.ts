// The product's name and the greeting that uses it, shared by the public site, sign-in, the
// dashboard shell and the partner journey so the name is written once.
export const PLATFORM_NAME = 'Escola Estratégica';

/** Welcome toast title: greets the user by first name to the platform. */
export function welcomeTitle(name: string): string {
  const firstName = name.trim().split(/\s+/)[0] ?? '';
  return firstName
    ? `Bem-vindo(a) à ${PLATFORM_NAME}, ${firstName}!`
    : `Bem-vindo(a) à ${PLATFORM_NAME}!`;
}
