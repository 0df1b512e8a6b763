import { privacyMessages } from '../messages';
import { LegalDocument } from './legal-document';

/** `/privacidade`: the privacy notice, in the spirit of the LGPD. */
export default function PrivacyPage() {
  return <LegalDocument {...privacyMessages} />;
}
