import privacy from '../legal/privacidade.md';
import { LegalDocument } from './legal-document';

/** `/privacidade`: the privacy notice, in the spirit of the LGPD. */
export default function PrivacyPage() {
  return <LegalDocument {...privacy} />;
}
