// Which column of an imported file holds which field: headers are matched case- and
// accent-insensitively, ignoring hyphens, underscores and extra spaces, against the synonyms the
// platforms members come from use. The console's own export ('Nome', 'E-mail', 'Plano',
// 'Acesso até') is among them, so an export imports back.

export const IMPORT_FIELDS = ['email', 'name', 'phone', 'plan', 'start', 'end', 'tag'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** A header as compared: no accents, lower case, '-', '_' and runs of spaces as one space. */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[-_.:]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const SYNONYMS: Record<ImportField, readonly string[]> = {
  email: ['e-mail', 'email', 'e-mail do comprador', 'email do aluno', 'endereço de e-mail', 'mail'],
  name: ['nome', 'name', 'nome completo', 'full name', 'nome do aluno', 'nome do comprador'],
  phone: ['telefone', 'phone', 'celular', 'whatsapp', 'fone', 'telefone celular'],
  plan: ['plano', 'plan', 'assinatura'],
  start: ['início', 'data de início', 'start', 'start date', 'data início', 'inicio do acesso'],
  end: [
    'fim',
    'data de fim',
    'validade',
    'expira',
    'expira em',
    'data de expiração',
    'expiração',
    'valid until',
    'end',
    'end date',
    'acesso até',
    'vencimento',
  ],
  tag: ['tag', 'etiqueta'],
};

const FIELD_BY_HEADER = new Map<string, ImportField>(
  IMPORT_FIELDS.flatMap((field) =>
    SYNONYMS[field].map((synonym) => [normalizeHeader(synonym), field] as const),
  ),
);

/** The field a header names, or null for a column the import ignores ('Status', 'Papel'). */
export function fieldOfHeader(header: string): ImportField | null {
  return FIELD_BY_HEADER.get(normalizeHeader(header)) ?? null;
}

export type ColumnMap = Partial<Record<ImportField, number>>;

/** Each field's column index (the first column that names it); columns of no field are left. */
export function matchColumns(headers: readonly string[]): ColumnMap {
  const columns: ColumnMap = {};
  headers.forEach((header, index) => {
    const field = fieldOfHeader(header);
    if (field && columns[field] === undefined) columns[field] = index;
  });
  return columns;
}
