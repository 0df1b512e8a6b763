import { termsMessages } from '../messages';
import { LegalDocument } from './legal-document';

/** `/termos`. */
export default function TermsPage() {
  return <LegalDocument {...termsMessages} />;
}
