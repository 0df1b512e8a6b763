import terms from '../legal/termos.md';
import { LegalDocument } from './legal-document';

/** `/termos`. */
export default function TermsPage() {
  return <LegalDocument {...terms} />;
}
