// The member list `npm run bench:import` imports: N members as a Brazilian spreadsheet exports
// them (';', dd/MM/aaaa, a BOM), one row in a hundred with a mistyped e-mail domain, so the dry
// run's error table has something to show.

/** The CSV bytes and how many rows are valid and how many refused. */
export function memberListCsv(rows: number): { bytes: Buffer; valid: number; refused: number } {
  const lines = ['Nome;E-mail;Telefone;Plano;Início;Validade'];
  let refused = 0;
  for (let i = 0; i < rows; i++) {
    const id = String(i).padStart(6, '0');
    const typo = i % 100 === 99;
    if (typo) refused += 1;
    const domain = typo ? 'gmial.com' : 'exemplo.com';
    const plan = i % 3 === 0 ? 'Fundador' : 'Mensal';
    lines.push(
      `Membro ${id};membro${id}@${domain};119${id.padStart(8, '0')};${plan};01/01/2025;31/12/2027`,
    );
  }
  return {
    bytes: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8'),
    valid: rows - refused,
    refused,
  };
}
