const KB = 1024;
const MB = 1_048_576;

/** File size as the support-material list shows it: B below 1 KB, KB below 1 MB, else MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return `${bytes} B`;
  if (bytes < MB) return `${formatDecimal(bytes / KB)} KB`;
  return `${formatDecimal(bytes / MB)} MB`;
}

const formatDecimal = (value: number) =>
  value.toLocaleString('pt-BR', { maximumFractionDigits: 1, useGrouping: false });
